import { setImmediate as nextTurn } from 'node:timers/promises';

/** Long work on the API process's event loop runs this long between two turns it gives back. */
export const TURN_BUDGET_MS = 5;

/**
 * A clock for long synchronous loops that run in the API process (the embedded queue): `due()` says
 * when the loop has run `budgetMs` since its last turn, `take()` gives the event loop a turn and then
 * throws if the job's `signal` was aborted meanwhile. Timed, not counted: the same count of cells
 * took 15 ms optimised and 60 ms before the JIT had compiled the loop, and more on a loaded machine.
 */
export interface EventLoopTurns {
  due(): boolean;
  take(): Promise<void>;
}

export function eventLoopTurns(signal?: AbortSignal, budgetMs = TURN_BUDGET_MS): EventLoopTurns {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= budgetMs,
    take: async () => {
      await nextTurn();
      signal?.throwIfAborted();
      since = performance.now();
    },
  };
}
