import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Every import circle in apps/server/src (type-only imports count too), as readable `a → b → a` lines. */
async function importCircles(): Promise<string[]> {
  const { output } = await cruise(['src'], {
    baseDir: serverDir,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.test\\.ts$'] },
    ruleSet: {
      forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
    },
    validate: true,
  });
  const result = output as ICruiseResult;
  const circles = new Set<string>();
  for (const violation of result.summary.violations) {
    if (violation.rule.name !== 'no-circular') continue;
    circles.add([violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → '));
  }
  return [...circles].sort();
}

describe('apps/server import graph', () => {
  it('should have no import circle (jobs are registered by the entry points, not by the context)', async () => {
    expect(await importCircles()).toEqual([]);
  }, 120_000);
});
