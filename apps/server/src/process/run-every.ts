/**
 * Runs `task` every `everyMs` in this process, one run at a time (a run still going when the next is
 * due skips that one), a failure handed to `onError` and the next run tried as usual. The timer does
 * not keep the process alive. `startNow` runs it at once too. Returns the function that stops it,
 * resolving once a run under way ends.
 */
export function runEvery(
  everyMs: number,
  task: () => Promise<unknown>,
  onError: (err: unknown) => void,
  startNow = false,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= task()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (startNow) tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
