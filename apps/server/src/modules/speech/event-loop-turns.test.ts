import { describe, expect, it } from 'vitest';
import { eventLoopTurns } from './event-loop-turns.ts';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('eventLoopTurns', () => {
  it('should be due once its budget of work has run, and not again right after a turn', async () => {
    // A budget far above a scheduling hiccup on a loaded machine, so "not yet due" cannot flake.
    const turns = eventLoopTurns(undefined, 200);
    expect(turns.due()).toBe(false);
    busy(205);
    expect(turns.due()).toBe(true);
    await turns.take();
    expect(turns.due()).toBe(false);
  });

  it('should let a waiting callback run during a turn', async () => {
    const turns = eventLoopTurns();
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    await turns.take();
    expect(ran).toBe(true);
  });

  it("should throw the job's abort reason at the turn after it was aborted", async () => {
    const controller = new AbortController();
    const turns = eventLoopTurns(controller.signal);
    await turns.take();
    controller.abort(new Error('cancelled'));
    await expect(turns.take()).rejects.toThrow('cancelled');
  });
});
