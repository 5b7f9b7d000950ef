/** A signal that aborts at a deadline or with an outer signal; `clear` when the work is done. */
export interface Deadline {
  signal: AbortSignal;
  /** True once the deadline itself passed (not the outer signal). */
  passed: () => boolean;
  clear: () => void;
}

/**
 * Not `AbortSignal.any([AbortSignal.timeout(ms), outer])`: Node can collect that timeout signal before
 * it fires (nodejs/node#57736), and the work then waits for the outer signal alone (a webhook test saw
 * a 500 ms timeout end at the job's 5.5 s limit). Here the timer holds its controller until it fires.
 */
export function deadlineSignal(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The deadline passed.', 'TimeoutError')),
    ms,
  );
  return {
    signal: outer ? AbortSignal.any([controller.signal, outer]) : controller.signal,
    passed: () => controller.signal.aborted,
    clear: () => clearTimeout(timer),
  };
}
