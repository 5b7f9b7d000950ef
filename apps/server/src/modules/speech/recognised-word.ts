/** A word as an engine reports it, before the spec's rules are applied. */
export interface RecognisedWord {
  text: string;
  startMs: number;
  endMs: number;
  /** 0..1 */
  confidence: number;
}
