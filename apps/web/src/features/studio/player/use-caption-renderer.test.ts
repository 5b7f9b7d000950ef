import { describe, expect, it } from 'vitest';
import { repaintIfPaused } from './use-caption-renderer.ts';

const FRAME = { width: 1920, height: 1080, fps: 30 };
const same = (s: number) => s;

describe('repaintIfPaused', () => {
  it('leaves the latest position as the painted one when an earlier, slower paint finishes last', async () => {
    // jassub's manualRender while a render is running only notes the new time and resolves; the
    // running render then draws that time too, and resolves after it.
    let finishFirst = () => {};
    const calls: number[] = [];
    const renderer = {
      ready: Promise.resolve(),
      manualRender: ({ mediaTime }: { mediaTime: number }) => {
        calls.push(mediaTime);
        return calls.length === 1
          ? new Promise<void>((resolve) => (finishFirst = resolve))
          : Promise.resolve();
      },
    };
    const video = { paused: true, videoWidth: 1920, currentTime: 0, dataset: {} as DOMStringMap };

    const first = repaintIfPaused(renderer, video, FRAME, same);
    await Promise.resolve();
    video.currentTime = (40 + 0.5) / 30;
    await repaintIfPaused(renderer, video, FRAME, same);
    expect(video.dataset.captionsPaintedMs).toBe('1333');
    finishFirst();
    await first;
    expect(calls).toHaveLength(2);
    expect(video.dataset.captionsPaintedMs).toBe('1333');
  });

  it('writes nothing while playing, where frame callbacks paint', async () => {
    const renderer = { ready: Promise.resolve(), manualRender: () => Promise.resolve() };
    const video = { paused: false, videoWidth: 1920, currentTime: 2, dataset: {} as DOMStringMap };
    await repaintIfPaused(renderer, video, FRAME, same);
    expect(video.dataset.captionsPaintedMs).toBeUndefined();
  });
});
