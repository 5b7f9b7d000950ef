import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@wordreel/core';

import { WHISPER_FAMILIES, type WhisperFamily } from './whisper-catalog.ts';

/** A model as whisper.cpp knows it: a family, English-only or multilingual (large-v3-turbo has no .en). */
export type WhisperModelName = WhisperFamily | `${Exclude<WhisperFamily, 'large-v3-turbo'>}.en`;

export interface InstalledModel {
  /** The model it is (tiny, base.en, ...), from the file name. */
  name: WhisperModelName;
  file: string;
  quantized: boolean;
  /** The file's variant, e.g. base.en or large-v3-turbo-q5_0. */
  variant: string;
}

// Matches ggml-base.en.bin, ggml-base.en-q5_1.bin and any other file whose name ends in a model name.
const MODEL_FILE = /(?:^|[-_])(tiny|base|small|medium|large-v3-turbo)(\.en)?(-q\d_\d)?\.bin$/;

/** The whisper models in a directory, best first (larger family first, full precision before quantized). */
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
      variant: `${m[1]}${m[2] ?? ''}${m[3] ?? ''}`,
    });
  }
  const size = (n: string) => WHISPER_FAMILIES.indexOf(familyOf(n));
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
  const wanted = installed.find((m) => (m.name === configured || m.variant === configured) && fits(m));
  if (wanted) return wanted;
  const usable = installed.filter(fits);
  if (language === 'en') {
    const best = usable[0];
    if (!best) return null;
    const size = familyOf(best.name);
    return usable.find((m) => m.name === `${size}.en` && m.quantized === best.quantized) ?? best;
  }
  return usable[0] ?? null;
}

/** The family of a model or variant name: base.en-q8_0 -> base. */
export function familyOf(name: string): WhisperFamily {
  return name.replace(/\.en/, '').replace(/-q\d_\d$/, '') as WhisperFamily;
}

/** whisper.cpp's DTW alignment-heads preset for a model (-dtw): large-v3-turbo -> large.v3.turbo. */
export function dtwPreset(name: WhisperModelName): string {
  return name.replaceAll('-', '.');
}

export function modelsDirOf(config: { MODELS_DIR?: string; DATA_DIR: string }): string {
  return path.resolve(config.MODELS_DIR ?? path.join(config.DATA_DIR, 'models'));
}
