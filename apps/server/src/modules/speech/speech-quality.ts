import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import type { Language, SpeechQualities, SpeechQuality, SpeechQualityOption } from '@wordreel/core';
import type { Config } from '../../config.ts';
import type { WhisperFamily } from './whisper-catalog.ts';
import {
  familyOf,
  type InstalledModel,
  listInstalledModels,
  modelsDirOf,
  pickModel,
} from './whisper-models.ts';
import { expectedWorkMs, PREPARE_SPEED_KEY, speedKey, type SpeedTable } from './speech-speed.ts';

type SpeechConfig = Pick<Config, 'MODELS_DIR' | 'DATA_DIR' | 'WHISPER_MODEL' | 'WHISPER_CLI'>;

/** The Whisper families behind each choice, preferred first. */
export const QUALITY_FAMILIES: Record<SpeechQuality, readonly WhisperFamily[]> = {
  fast: ['base', 'tiny'],
  balanced: ['small'],
  best: ['large-v3-turbo', 'medium'],
};
/** What the admin installs to make a choice available (the smallest good file of its best family). */
const INSTALL_HINT: Record<SpeechQuality, Record<Language, string>> = {
  fast: { en: 'base.en', hi: 'base' },
  balanced: { en: 'small.en', hi: 'small' },
  best: { en: 'large-v3-turbo-q5_0', hi: 'large-v3-turbo-q5_0' },
};

const QUALITIES: SpeechQuality[] = ['fast', 'balanced', 'best'];

/** The Whisper model a choice runs for a language, or null when none of its families is installed. */
export function modelForQuality(
  installed: readonly InstalledModel[],
  language: Language,
  quality: SpeechQuality,
): InstalledModel | null {
  for (const family of QUALITY_FAMILIES[quality]) {
    const model = pickModel(
      installed.filter((m) => familyOf(m.name) === family),
      language,
    );
    if (model) return model;
  }
  return null;
}

/**
 * Small Whisper models are no use for Hindi: published Common Voice Hindi WER tiny 141 %, base 131 %,
 * small 87 % (openai/whisper model card); large models get most words right.
 */
export const HINDI_NEEDS_LARGE = 'Small models get most Hindi words wrong; Best is recommended for Hindi.';
export const isSmallForHindi = (name: string) => ['tiny', 'base', 'small'].includes(familyOf(name));

/**
 * The model a language gets when no choice was made: Hindi takes the Best model when one is
 * installed (whatever WHISPER_MODEL says), every other case the configured or best installed model.
 */
export function defaultModel(
  installed: readonly InstalledModel[],
  language: Language,
  configured?: string,
): InstalledModel | null {
  const best = language === 'hi' ? modelForQuality(installed, language, 'best') : null;
  return best ?? pickModel(installed, language, configured);
}

/** Which choice a model belongs to (the choice used when none was made). */
export function qualityOfModel(name: string): SpeechQuality {
  const family = familyOf(name);
  return QUALITIES.find((q) => QUALITY_FAMILIES[q].includes(family)) ?? 'fast';
}

export async function whisperCliReady(config: Pick<Config, 'WHISPER_CLI'>): Promise<boolean> {
  return fs.access(config.WHISPER_CLI, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** A video to estimate for: its length, and how much of it a recogniser hears when known. */
export interface EstimatedAudio {
  seconds: number;
  /** The speech-only recording's length (ms) from the video's measured speech; null before. */
  heardMs: number | null;
}

/**
 * Seconds a run should take: getting the audio ready over the whole length, then the recogniser over
 * what it hears (the whole length when not yet measured); null before this model has run here.
 */
function estimateSeconds(speeds: SpeedTable, key: string, audio: EstimatedAudio): number | null {
  const audioMs = audio.seconds * 1000;
  const recognising = expectedWorkMs(speeds, key, audio.heardMs ?? audioMs);
  if (recognising === null) return null;
  const preparing = expectedWorkMs(speeds, PREPARE_SPEED_KEY, audioMs) ?? 0;
  return Math.max(1, Math.round((preparing + recognising) / 1000));
}

/**
 * The three choices for a video in `language` on this server: available or not (and what to
 * install), the model file each runs, and the time it should take from the speeds measured here.
 */
export async function speechQualities(
  config: SpeechConfig,
  speeds: SpeedTable,
  language: Language,
  audio: EstimatedAudio,
): Promise<SpeechQualities> {
  const cli = await whisperCliReady(config);
  const installed = cli ? await listInstalledModels(modelsDirOf(config)) : [];
  const estimateBasis = audio.heardMs === null ? 'length' : 'speech';
  const options = QUALITIES.map((quality): SpeechQualityOption => {
    const model = modelForQuality(installed, language, quality);
    if (model) {
      const small = language === 'hi' && isSmallForHindi(model.name);
      return {
        quality,
        available: true,
        engine: 'whisper',
        model: model.variant,
        estimateSeconds: estimateSeconds(speeds, speedKey('whisper', model.variant), audio),
        estimateBasis,
        note: small ? HINDI_NEEDS_LARGE : null,
      };
    }
    if (quality === 'fast' && language === 'en' && installed.length === 0) {
      return {
        quality,
        available: true,
        engine: 'pocketsphinx',
        model: 'en-us',
        estimateSeconds: estimateSeconds(speeds, speedKey('pocketsphinx', 'en-us'), audio),
        estimateBasis,
        note: 'Expect some wrong words.',
      };
    }
    const what = cli ? `the ${INSTALL_HINT[quality][language]} Whisper model` : 'Whisper';
    // Hindi: say why the missing large model matters (the choice a Hindi video should have).
    const why =
      language === 'hi' && quality === 'best'
        ? ' Hindi needs it: smaller models get most Hindi words wrong.'
        : '';
    return {
      quality,
      available: false,
      engine: null,
      model: null,
      estimateSeconds: null,
      estimateBasis,
      note: `Not installed on this server: its admin can add ${what}.${why}`,
    };
  });
  const auto = cli ? defaultModel(installed, language, config.WHISPER_MODEL) : null;
  const fallback = options.find((o) => o.available)?.quality ?? null;
  return { options, recommended: auto ? qualityOfModel(auto.name) : fallback };
}
