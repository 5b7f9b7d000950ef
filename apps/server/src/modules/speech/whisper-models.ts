import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@wordreel/core';

/** The official ggml models the `models` command installs, smallest first. */
export const WHISPER_MODEL_NAMES = ['tiny', 'tiny.en', 'base', 'base.en', 'small', 'small.en'] as const;
export type WhisperModelName = (typeof WHISPER_MODEL_NAMES)[number];

export interface InstalledModel {
  /** The model it is (tiny, base.en, ...), from the file name. */
  name: WhisperModelName;
  file: string;
  quantized: boolean;
}

// Matches ggml-base.en.bin, ggml-base.en-q5_1.bin and any other file whose name ends in a model name.
const MODEL_FILE = /(?:^|[-_])(tiny|base|small)(\.en)?(-q\d_\d)?\.bin$/;

/** The whisper models in a directory, best first (small > base > tiny, full precision before quantized). */
export async function listInstalledModels(modelsDir: string): Promise<InstalledModel[]> {
  let names: string[];
  try {
    names = await fs.readdir(modelsDir);
  } catch {
    return [];
  }
  const found: InstalledModel[] = [];
  for (const file of names.sort()) {
    const m = MODEL_FILE.exec(file);
    if (!m) continue;
    const stat = await fs.stat(path.join(modelsDir, file)).catch(() => null);
    if (!stat?.isFile()) continue;
    found.push({
      name: `${m[1]}${m[2] ?? ''}` as WhisperModelName,
      file: path.join(modelsDir, file),
      quantized: m[3] !== undefined,
    });
  }
  const size = (n: string) => ['tiny', 'base', 'small'].indexOf(n.replace('.en', ''));
  return found.sort((a, b) => size(b.name) - size(a.name) || Number(a.quantized) - Number(b.quantized));
}

/**
 * The model to use for a language: the configured one if it is installed and can speak the language,
 * else the best installed one. English prefers an English-only (.en) model of the same size; Hindi
 * needs a multilingual one.
 */
export function pickModel(
  installed: readonly InstalledModel[],
  language: Language,
  configured?: string,
): InstalledModel | null {
  const fits = (m: InstalledModel) => language === 'en' || !m.name.endsWith('.en');
  const wanted = installed.find((m) => m.name === configured && fits(m));
  if (wanted) return wanted;
  const usable = installed.filter(fits);
  if (language === 'en') {
    const best = usable[0];
    if (!best) return null;
    const size = best.name.replace('.en', '');
    return usable.find((m) => m.name === `${size}.en`) ?? best;
  }
  return usable[0] ?? null;
}

export function modelsDirOf(config: { MODELS_DIR?: string; DATA_DIR: string }): string {
  return path.resolve(config.MODELS_DIR ?? path.join(config.DATA_DIR, 'models'));
}
