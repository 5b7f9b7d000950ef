/**
 * The AudioWorklet module of the preview's declicker (declick.ts), one processor per video element:
 * loaded with `audioWorklet.addModule` from its own file (Vite builds it as a worker entry).
 */
import { DECLICK_PROCESSOR, Declicker } from './declick.ts';

// The AudioWorkletGlobalScope, which TypeScript's DOM library does not describe.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(
  name: string,
  processor: new (options: { processorOptions: { fadeMs: number } }) => AudioWorkletProcessor & {
    process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
  },
): void;

class DeclickProcessor extends AudioWorkletProcessor {
  private readonly declicker: Declicker;

  constructor(options: { processorOptions: { fadeMs: number } }) {
    super();
    this.declicker = new Declicker(sampleRate, options.processorOptions.fadeMs);
  }

  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    const output = outputs[0] ?? [];
    const frames = output[0]?.length ?? 0;
    this.declicker.process(inputs[0] ?? [], output, frames);
    return true;
  }
}

registerProcessor(DECLICK_PROCESSOR, DeclickProcessor);
