/** The part of the project's progress that recognition spans (before: audio and voice activity). */
export const RECOGNITION_FROM = 5;
const FROM = RECOGNITION_FROM;
const SPAN = 90;
/** An estimate alone never claims more than this much of recognition: only the engine says "done". */
const ESTIMATE_CAP = 95;

/**
 * Recognition's share of the project's progress, moving as the work does: the engine's own reports
 * (whisper's `-pp` percent, which comes once per 30 s window, pocketsphinx's finished chunks) and,
 * between them, the time elapsed against the time this model took for as much speech on earlier runs
 * here. Published on each engine report and each second's tick when it moved a whole point, one
 * update after another. A long recording is recognised in chunks: each is a `part` of recognition
 * (its share by speech), the engine's reports and the estimate move within it, and the estimate never
 * runs past its end. Never published below `floor` (what the project already showed: a resumed job).
 */
export class RecognitionProgress {
  private engine = 0;
  private published: number;
  private startedAt: number;
  private partFrom = 0;
  private partTo = 100;
  private updates: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private expectedMs: number | null,
    private readonly publish: (overall: number) => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = () => performance.now(),
    intervalMs = 1000,
    floor = FROM,
  ) {
    this.published = Math.max(FROM, floor);
    this.startedAt = now();
    this.timer = setInterval(() => this.update(), intervalMs);
    this.timer.unref();
  }

  /**
   * Recognition now works on the stretch from `fromPercent` to `toPercent` of the whole (0..100),
   * expected to take `expectedMs`: everything before it is done.
   */
  part(fromPercent: number, toPercent: number, expectedMs: number | null): void {
    this.partFrom = fromPercent;
    this.partTo = Math.max(fromPercent, toPercent);
    this.expectedMs = expectedMs;
    this.startedAt = this.now();
    this.engine = Math.max(this.engine, fromPercent);
    this.update();
  }

  /** The engine's own percent (0..100) of its work on the current part. */
  engineSays(percent: number): void {
    const within = this.partFrom + ((this.partTo - this.partFrom) * Math.min(100, percent)) / 100;
    this.engine = Math.max(this.engine, within);
    this.update();
  }

  /** Recognition's percent as shown: the engine's word, or the measured-speed estimate when further. */
  current(): number {
    if (this.expectedMs === null || this.expectedMs <= 0) return this.engine;
    const share = Math.min(ESTIMATE_CAP, ((this.now() - this.startedAt) / this.expectedMs) * 100);
    return Math.max(this.engine, this.partFrom + ((this.partTo - this.partFrom) * share) / 100);
  }

  /** Publishes the project's overall percent when it moved by a whole point. */
  update(): void {
    const overall = Math.floor(FROM + (this.current() * SPAN) / 100);
    if (overall <= this.published) return;
    this.published = overall;
    this.updates = this.updates
      .then(async () => {
        await this.publish(overall);
      })
      .catch(this.onError);
  }

  /** No more updates; resolves once the last one is stored (so none lands after `ready`). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.updates;
  }
}
