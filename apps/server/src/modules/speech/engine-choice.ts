import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import type { Language, SpeechQuality } from '@wordreel/core';
import type { Config } from '../../config.ts';
import { PocketsphinxEngine } from './pocketsphinx-engine.ts';
import type { SpeechEngine } from './speech-engine.ts';
import { NOTICES } from './speech-notices.ts';
import { defaultModel, isSmallForHindi, modelForQuality } from './speech-quality.ts';
import { WhisperEngine } from './whisper-engine.ts';
import { listInstalledModels, modelsDirOf } from './whisper-models.ts';

export interface EngineChoice {
  /** null: nothing can recognise this language here (Hindi without a multilingual model). */
  engine: SpeechEngine | null;
  /** For the user, when the choice is not the accurate engine. */
  notice: string | null;
}

type SpeechConfig = Pick<Config, 'MODELS_DIR' | 'DATA_DIR' | 'WHISPER_MODEL' | 'WHISPER_CLI'>;

/**
 * Per language: whisper with the model of the chosen quality (Fast / Balanced / Best) when it is
 * installed, else (Hindi) a Best model when one is installed, else the configured model if installed,
 * else the best installed one; else pocketsphinx
 * for English; else nothing (Hindi), with a notice saying how to get captions.
 */
export async function chooseEngine(
  config: SpeechConfig,
  language: Language,
  quality?: SpeechQuality,
): Promise<EngineChoice> {
  const installed = await listInstalledModels(modelsDirOf(config));
  const model =
    (quality ? modelForQuality(installed, language, quality) : null) ??
    defaultModel(installed, language, config.WHISPER_MODEL);
  const cliReady = await fs.access(config.WHISPER_CLI, constants.X_OK).then(
    () => true,
    () => false,
  );
  if (model && cliReady) {
    const rough = language === 'hi' && isSmallForHindi(model.name);
    return {
      engine: new WhisperEngine(config.WHISPER_CLI, model),
      notice: rough
        ? NOTICES.hindiSmallModel(model.name, modelForQuality(installed, 'hi', 'best') !== null)
        : null,
    };
  }
  if (language === 'en') return { engine: new PocketsphinxEngine(), notice: NOTICES.pocketsphinx };
  return { engine: null, notice: NOTICES.hindiNoModel };
}
