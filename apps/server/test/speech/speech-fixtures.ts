import fs from 'node:fs';
import path from 'node:path';
import type { CaptionItem } from '@wordreel/core';
import { expect } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { buildSpeechFixtures, buildTestModels, existingOrBuilt } from './test-assets.ts';

/**
 * The speech test clips: SPEECH_FIXTURES_DIR (default ../shared/fixtures/speech, beside the repo in
 * CI) when it exists, else clips built offline into a cache folder (test-assets.ts) — the tests run
 * for real either way.
 */
export const fixturesDir = existingOrBuilt(
  [path.resolve(repoRoot, process.env.SPEECH_FIXTURES_DIR ?? '../shared/fixtures/speech')],
  'fixtures',
  buildSpeechFixtures,
);
/** Random-weight whisper models for plumbing tests only (never for quality); found or built the same way. */
export const testModelsDir = existingOrBuilt(
  [path.resolve(repoRoot, process.env.TEST_MODELS_DIR ?? '../shared/models/test-only')],
  'models',
  buildTestModels,
);
/** The whisper-cli that scripts/build-whisper.sh builds (setup runs it). */
export const whisperCli = path.join(repoRoot, 'vendor/whisper.cpp/build/bin/whisper-cli');

export const fixture = (name: string) => path.join(fixturesDir, name);

/** Reference transcripts by clip id (transcripts.tsv). */
export function referenceTranscripts(): Map<string, string> {
  const tsv = fs.readFileSync(fixture('transcripts.tsv'), 'utf8');
  return new Map(
    tsv
      .split('\n')
      .filter((l) => l.includes('\t'))
      .map((l) => l.split('\t', 2) as [string, string]),
  );
}

export const REAL_ENGLISH_CLIPS = [
  'jfk',
  'librivox-0870',
  'librivox-0880',
  'librivox-0890',
  'librivox-0920',
  'librivox-0930',
] as const;

/** The spec's caption list rules, checked on any engine's output. */
export function expectValidCaptionList(list: readonly CaptionItem[], durationMs: number): void {
  let prevEnd = 0;
  for (const [i, item] of list.entries()) {
    const where = `word ${i} ${JSON.stringify(item)}`;
    expect(Number.isInteger(item.startMs) && Number.isInteger(item.endMs), where).toBe(true);
    expect(item.timestampMs, where).toBe(item.startMs);
    expect(item.startMs, where).toBeGreaterThanOrEqual(prevEnd);
    expect(item.endMs, where).toBeGreaterThanOrEqual(item.startMs);
    expect(item.endMs, where).toBeLessThanOrEqual(durationMs);
    expect(item.confidence, where).toBeGreaterThanOrEqual(0);
    expect(item.confidence, where).toBeLessThanOrEqual(1);
    if (i === 0) expect(item.text, where).toMatch(/^\S/);
    else expect(item.text, where).toMatch(/^ \S/);
    expect(item.text.trim(), where).not.toMatch(/\s/);
    expect(item.text.trim(), where).not.toMatch(/^[\p{P}]+$/u);
    prevEnd = item.endMs;
  }
}
