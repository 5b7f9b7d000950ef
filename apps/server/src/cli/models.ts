/**
 * The `models` command: installs official whisper.cpp ggml models into MODELS_DIR.
 *   npm run models -w @wordreel/server -- base.en [small ...]
 *   npm run models -w @wordreel/server -- --list
 */
import { loadConfig } from '../config.ts';
import { downloadModel, isModelName, ModelDownloadError } from '../modules/speech/model-download.service.ts';
import { listInstalledModels, modelsDirOf, WHISPER_MODEL_NAMES } from '../modules/speech/whisper-models.ts';

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const modelsDir = modelsDirOf(config);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.log(
      `Usage: npm run models -w @wordreel/server -- <model> [...]\nModels: ${WHISPER_MODEL_NAMES.join(', ')} (English-only .en models are better for English; Hindi needs a multilingual one)\nInstalls into ${modelsDir}; --list shows what is installed.`,
    );
    return args.length === 0 ? 1 : 0;
  }
  if (args.includes('--list')) {
    const installed = await listInstalledModels(modelsDir);
    console.log(
      installed.length
        ? installed.map((m) => `${m.name}\t${m.file}`).join('\n')
        : `No models in ${modelsDir}`,
    );
    return 0;
  }
  const unknown = args.filter((a) => !isModelName(a));
  if (unknown.length > 0) {
    console.error(`Unknown model ${unknown.join(', ')}. Choose from: ${WHISPER_MODEL_NAMES.join(', ')}.`);
    return 1;
  }
  for (const name of args.filter(isModelName)) {
    let lastShown = -1;
    const { file, downloaded } = await downloadModel(name, {
      baseUrl: config.WHISPER_MODELS_URL,
      modelsDir,
      onProgress: (received, total) => {
        if (!total || !process.stdout.isTTY) return;
        const percent = Math.floor((received / total) * 100);
        if (percent !== lastShown) process.stdout.write(`\r${name}: ${percent}%`);
        lastShown = percent;
      },
    });
    if (lastShown >= 0) process.stdout.write('\n');
    console.log(downloaded ? `Installed ${name}: ${file}` : `${name} is already installed: ${file}`);
  }
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
