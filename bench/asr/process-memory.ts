import fs from 'node:fs/promises';

/**
 * Sum of the resident memory of this process's children whose name starts with one of `names` (only
 * its own: on a shared machine other runs of the same engines are not this benchmark's memory).
 */
async function residentBytes(names: readonly string[]): Promise<number> {
  let total = 0;
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '';
      if (!names.some((n) => name.startsWith(n))) continue;
      if (Number(/^PPid:\s+(\d+)$/m.exec(status)?.[1]) !== process.pid) continue;
      total += Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/** Runs `work` while sampling the engine processes' memory every 50 ms; returns the peak seen. */
export async function peakChildMemory<T>(
  names: readonly string[],
  work: () => Promise<T>,
): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peakBytes = Math.max(peakBytes, await residentBytes(names));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    return { result: await work(), peakBytes };
  } finally {
    running = false;
    await sampler;
  }
}
