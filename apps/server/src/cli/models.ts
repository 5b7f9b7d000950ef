/**
 * The `models` command: installs official whisper.cpp ggml models into MODELS_DIR.
 *   npm run models -w @wordreel/server -- base.en [small ...]
 *   npm run models -w @wordreel/server -- --list
 *   npm run models -w @wordreel/server -- --setup   (scripts/setup.sh: WHISPER_SETUP_MODELS if online)
 */
import { loadConfig } from '../config.ts';
import { downloadModel, ModelDownloadError } from '../modules/speech/model-download.service.ts';
import {
  isWhisperVariant,
  WHISPER_CATALOG,
  WHISPER_VARIANTS,
  type WhisperVariant,
} from '../modules/speech/whisper-catalog.ts';
import { listInstalledModels, modelsDirOf } from '../modules/speech/whisper-models.ts';

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

/** Progress on one line on a terminal, else a line every 10 % (setup logs, CI). */
function progressPrinter(name: string) {
  let shown = -1;
  return {
    update(received: number, total: number | null) {
      if (!total) return;
      const percent = Math.floor((received / total) * 100);
      if (process.stdout.isTTY) {
        if (percent !== shown) process.stdout.write(`\r${name}: ${percent}% of ${mb(total)}`);
      } else if (Math.floor(percent / 10) !== Math.floor(shown / 10)) {
        console.log(`${name}: ${percent}% of ${mb(total)}`);
      }
      shown = percent;
    },
    done() {
      if (shown >= 0 && process.stdout.isTTY) process.stdout.write('\n');
    },
  };
}

async function install(names: WhisperVariant[], baseUrl: string, modelsDir: string) {
  for (const name of names) {
    const progress = progressPrinter(name);
    try {
      const { file, downloaded, resumedFrom } = await downloadModel(name, {
        baseUrl,
        modelsDir,
        onProgress: (received, total) => progress.update(received, total),
      });
      progress.done();
      const resumed = resumedFrom > 0 ? ` (resumed after ${mb(resumedFrom)})` : '';
      console.log(
        downloaded ? `Installed ${name}${resumed}: ${file}` : `${name} is already installed: ${file}`,
      );
    } catch (err) {
      progress.done();
      throw err;
    }
  }
}

/** Does the models host answer at all? A short timeout, so an offline setup is not held up. */
async function hostAnswers(url: string, timeoutMs: number): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.status < 500 ? null : `it answered ${response.status}`;
  } catch (err) {
    return err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
  }
}

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const modelsDir = modelsDirOf(config);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.log(
      `Usage: npm run models -w @wordreel/server -- <model> [...]\nModels: ${WHISPER_VARIANTS.map((v) => `${v} (${mb(WHISPER_CATALOG[v].bytes)})`).join(', ')}.\nEnglish-only .en models are better for English; Hindi needs a multilingual one (large-v3-turbo recommended). -q5_0/-q8_0 are the official quantised files: smaller and faster, slightly less accurate.\nInstalls into ${modelsDir}; --list shows what is installed.`,
    );
    return args.length === 0 ? 1 : 0;
  }
  if (args.includes('--list')) {
    const installed = await listInstalledModels(modelsDir);
    console.log(
      installed.length
        ? installed.map((m) => `${m.variant}\t${m.file}`).join('\n')
        : `No models in ${modelsDir}`,
    );
    return 0;
  }
  if (args.includes('--setup')) {
    const names = config.WHISPER_SETUP_MODELS;
    if (names.length === 0) {
      console.log('WHISPER_SETUP_MODELS is empty: no Whisper model installed by setup.');
      return 0;
    }
    const later = `npm run models -w @wordreel/server -- ${names.join(' ')}`;
    const unreachable = await hostAnswers(
      `${config.WHISPER_MODELS_URL.replace(/\/$/, '')}/ggml-${names[0]}.bin`,
      5000,
    );
    if (unreachable) {
      console.log(
        `Whisper models not installed: ${new URL(config.WHISPER_MODELS_URL).host} cannot be reached (${unreachable}). Captions use the basic recogniser until you run: ${later}`,
      );
      return 0;
    }
    try {
      await install(names, config.WHISPER_MODELS_URL, modelsDir);
    } catch (err) {
      if (!(err instanceof ModelDownloadError)) throw err;
      console.log(`${err.message} Setup goes on; install later with: ${later}`);
    }
    return 0;
  }
  const unknown = args.filter((a) => !isWhisperVariant(a));
  if (unknown.length > 0) {
    console.error(`Unknown model ${unknown.join(', ')}. Choose from: ${WHISPER_VARIANTS.join(', ')}.`);
    return 1;
  }
  await install(args.filter(isWhisperVariant), config.WHISPER_MODELS_URL, modelsDir);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Expected problems (no network, bad checksum, bad config) get one line, not a stack trace.
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(err instanceof ModelDownloadError ? 1 : 2);
  },
);
