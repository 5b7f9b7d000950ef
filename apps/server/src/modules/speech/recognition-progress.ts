/** The part of the project's progress that recognition spans (before: audio and voice activity). */
const FROM = 5;
const SPAN = 90;
/** An estimate alone never claims more than this much of recognition: only the engine says "done". */
const ESTIMATE_CAP = 95;

/**
 * Recognition's share of the project's progress, moving as the work does: the engine's own reports
 * (whisper's `-pp` percent, which comes once per 30 s window, pocketsphinx's finished chunks) and,
 * between them, the time elapsed against the time this model took for as much speech on earlier runs
 * here. Published on each engine report and each second's tick when it moved a whole point, one
 * update after another.
 */
export class RecognitionProgress {
  private engine = 0;
  private published = FROM;
  private readonly startedAt: number;
  private updates: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly expectedMs: number | null,
    private readonly publish: (overall: number) => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = () => performance.now(),
    intervalMs = 1000,
  ) {
    this.startedAt = now();
    this.timer = setInterval(() => this.update(), intervalMs);
    this.timer.unref();
  }

  /** The engine's own percent (0..100) of its work. */
  engineSays(percent: number): void {
    this.engine = Math.max(this.engine, Math.min(100, percent));
    this.update();
  }

  /** Recognition's percent as shown: the engine's word, or the measured-speed estimate when further. */
  current(): number {
    if (this.expectedMs === null || this.expectedMs <= 0) return this.engine;
    const estimate = Math.min(ESTIMATE_CAP, ((this.now() - this.startedAt) / this.expectedMs) * 100);
    return Math.max(this.engine, estimate);
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
