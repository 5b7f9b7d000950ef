import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../src/config.ts';

/**
 * The speech tests' inputs when `../shared` is not beside the repo (a fresh clone): built here,
 * offline, from what setup installs, into a cache folder, once.
 *
 * - Clips: jfk.wav is the sample whisper.cpp ships (in nodejs-whisper's source tree); the five
 *   LibriVox clips are Debian's pocketsphinx-testdata files (the same bytes as ../shared's); the two
 *   espeak clips are spoken by espeak-ng from their known texts. A clip whose source is missing is
 *   spoken by espeak-ng from its reference transcript instead, so every test still has its input.
 * - Models: whisper ggml files with random weights (the layout of whisper.cpp's
 *   models/convert-pt-to-ggml.py: tiny's tensor names, an 8-wide single-layer network), a
 *   placeholder vocabulary and a mel filterbank computed here. They make nonsense words: for the
 *   whisper plumbing tests only, like ../shared's.
 */
export const GENERATED_ASSETS_DIR = path.join(repoRoot, 'node_modules/.cache/wordreel-speech-tests');

export const REFERENCE_TRANSCRIPTS: Record<string, string> = {
  jfk: 'And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country.',
  'librivox-0870':
    'and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them',
  'librivox-0880': 'he was not an ill disposed young man',
  'librivox-0890': 'unless to be rather cold hearted and rather selfish is to be ill disposed',
  'librivox-0920':
    'had he married a more a amiable woman he might have been made still more respectable than he was',
  'librivox-0930': 'he might even have been made amiable himself',
  espeak_en: 'Captions make short videos easier to follow. Every word appears exactly when it is spoken.',
  espeak_hi: 'नमस्ते, आज हम छोटे वीडियो में शब्द दर शब्द कैप्शन जोड़ेंगे।',
};

const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';
const JFK_SAMPLE = path.join(
  repoRoot,
  'node_modules/nodejs-whisper/cpp/whisper.cpp/bindings/go/samples/jfk.wav',
);

/** The first directory that exists, else `build` makes one (atomically: a temporary folder renamed). */
export function existingOrBuilt(
  candidates: (string | undefined)[],
  name: string,
  build: (dir: string) => void,
): string {
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  const dir = path.join(GENERATED_ASSETS_DIR, name);
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(GENERATED_ASSETS_DIR, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(GENERATED_ASSETS_DIR, `.${name}-`));
  try {
    build(tmp);
    fs.renameSync(tmp, dir);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    // Another test file built it at the same time: theirs is as good.
    if (!fs.existsSync(dir)) throw error;
  }
  return dir;
}

function to16kMono(input: string, output: string): void {
  execFileSync('ffmpeg', [
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-i',
    input,
    '-ar',
    '16000',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    output,
  ]);
}

function speak(text: string, voice: string, output: string): void {
  const raw = `${output}.22k.wav`;
  execFileSync('espeak-ng', ['-v', voice, '-w', raw, '--', text]);
  to16kMono(raw, output);
  fs.rmSync(raw);
}

export function buildSpeechFixtures(dir: string): void {
  const sources: Record<string, string> = { jfk: JFK_SAMPLE };
  for (const n of ['0870', '0880', '0890', '0920', '0930'])
    sources[`librivox-${n}`] = path.join(LIBRIVOX_DIR, `sense_and_sensibility_01_austen_64kb-${n}.wav`);
  // ../shared's real Hindi clip has no local source (and no known transcript): its smoke test gets
  // Hindi from espeak-ng instead, a different sentence from espeak_hi's.
  speak(
    'भारत एक विशाल देश है और यहाँ कई भाषाएँ बोली जाती हैं।',
    'hi',
    path.join(dir, 'hindi_unverified_fleurs_or_minds14.wav'),
  );
  for (const [id, text] of Object.entries(REFERENCE_TRANSCRIPTS)) {
    const out = path.join(dir, `${id}.wav`);
    const source = sources[id];
    // Both sources are already 16 kHz mono 16-bit WAV: copied as they are (the same bytes as ../shared's).
    if (source && fs.existsSync(source)) fs.copyFileSync(source, out);
    else speak(text, id === 'espeak_hi' ? 'hi' : 'en-us', out);
  }
  fs.writeFileSync(
    path.join(dir, 'transcripts.tsv'),
    Object.entries(REFERENCE_TRANSCRIPTS)
      .map(([id, text]) => `${id}\t${text}\n`)
      .join(''),
  );
}

/** Deterministic normal-ish numbers (sum of uniforms from a small LCG), scaled. */
function randomNormal(seed: number): () => number {
  let s = seed >>> 0;
  const uniform = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return () => (uniform() + uniform() + uniform() + uniform() - 2) * Math.sqrt(3);
}

/** float32 → IEEE half, enough for small random weights. */
function toHalf(v: number): number {
  const f = new Float32Array([v]);
  const x = new Uint32Array(f.buffer)[0] as number;
  const sign = (x >>> 16) & 0x8000;
  const exp = ((x >>> 23) & 0xff) - 127 + 15;
  const mant = (x >>> 13) & 0x3ff;
  if (exp <= 0) return sign;
  if (exp >= 31) return sign | 0x7c00;
  return sign | (exp << 10) | mant;
}

/** Whisper's 80 mel filters over a 400-point FFT (201 bins), Slaney-normalised, at 16 kHz. */
function melFilters(nMel = 80, nFft = 201, sampleRate = 16000): Float32Array {
  const hzToMel = (hz: number) =>
    hz < 1000 ? (3 * hz) / 200 : 15 + (27 * Math.log(hz / 1000)) / Math.log(6.4);
  const melToHz = (m: number) => (m < 15 ? (200 * m) / 3 : 1000 * Math.exp(((m - 15) * Math.log(6.4)) / 27));
  const top = hzToMel(sampleRate / 2);
  const points = Array.from({ length: nMel + 2 }, (_, i) => melToHz((top * i) / (nMel + 1)));
  const out = new Float32Array(nMel * nFft);
  for (let m = 0; m < nMel; m++) {
    const [lo, mid, hi] = [points[m] as number, points[m + 1] as number, points[m + 2] as number];
    for (let k = 0; k < nFft; k++) {
      const hz = (k * sampleRate) / 2 / (nFft - 1);
      const w = Math.max(0, Math.min((hz - lo) / (mid - lo), (hi - hz) / (hi - mid)));
      out[m * nFft + k] = (w * 2) / (hi - lo);
    }
  }
  return out;
}

/**
 * A whisper.cpp ggml model file with random weights: magic, hyper-parameters, mel filters,
 * vocabulary, then each tensor (dims innermost first, f16 for matrices, f32 for the rest).
 */
export function randomWhisperModel(multilingual: boolean, seed: number): Buffer {
  const state = 8;
  const mlp = 32;
  const nVocab = multilingual ? 51865 : 51864;
  const parts: Buffer[] = [];
  const ints = (...v: number[]) => {
    const b = Buffer.alloc(4 * v.length);
    v.forEach((x, i) => b.writeInt32LE(x, 4 * i));
    parts.push(b);
  };
  ints(0x67676d6c);
  // n_vocab, n_audio_ctx, n_audio_state, n_audio_head, n_audio_layer, n_text_ctx, n_text_state,
  // n_text_head, n_text_layer, n_mels, ftype (1: f16)
  ints(nVocab, 1500, state, 1, 1, 448, state, 1, 1, 80, 1);
  ints(80, 201);
  parts.push(Buffer.from(melFilters().buffer));
  // The text tokens (the special ones after them whisper.cpp names itself): placeholder words.
  const stored = 50257;
  ints(stored);
  const letters = 'etaoinshrdlucmfwypvbgkqjxz';
  for (let id = 0; id < stored; id++) {
    let word = '';
    for (let v = id + 1; v > 0; v = Math.floor(v / 26)) word += letters[v % 26];
    // whisper.cpp looks up " " (the blank it suppresses at a segment's start) by its text; 220 as in GPT-2.
    const text = Buffer.from(
      !multilingual && id === stored - 1 ? '<|endoftext|>' : id === 220 ? ' ' : ` ${word}`,
    );
    ints(text.length);
    parts.push(text);
  }
  const normal = randomNormal(seed);
  const tensor = (name: string, dims: number[], half: boolean, fill?: number) => {
    const count = dims.reduce((a, b) => a * b, 1);
    const nameBytes = Buffer.from(name);
    ints(dims.length, nameBytes.length, half ? 1 : 0, ...dims);
    parts.push(nameBytes);
    const data = Buffer.alloc(count * (half ? 2 : 4));
    for (let i = 0; i < count; i++) {
      const v = fill ?? normal() * 0.02;
      if (half) data.writeUInt16LE(toHalf(v), 2 * i);
      else data.writeFloatLE(v, 4 * i);
    }
    parts.push(data);
  };
  const block = (prefix: string, cross: boolean) => {
    tensor(`${prefix}.mlp_ln.weight`, [state], false, 1);
    tensor(`${prefix}.mlp_ln.bias`, [state], false, 0);
    tensor(`${prefix}.attn_ln.weight`, [state], false, 1);
    tensor(`${prefix}.attn_ln.bias`, [state], false, 0);
    if (cross) {
      tensor(`${prefix}.cross_attn_ln.weight`, [state], false, 1);
      tensor(`${prefix}.cross_attn_ln.bias`, [state], false, 0);
    }
    tensor(`${prefix}.mlp.0.weight`, [state, mlp], true);
    tensor(`${prefix}.mlp.0.bias`, [mlp], false);
    tensor(`${prefix}.mlp.2.weight`, [mlp, state], true);
    tensor(`${prefix}.mlp.2.bias`, [state], false);
    for (const attn of cross ? ['attn', 'cross_attn'] : ['attn']) {
      tensor(`${prefix}.${attn}.query.weight`, [state, state], true);
      tensor(`${prefix}.${attn}.query.bias`, [state], false);
      tensor(`${prefix}.${attn}.key.weight`, [state, state], true);
      tensor(`${prefix}.${attn}.value.weight`, [state, state], true);
      tensor(`${prefix}.${attn}.value.bias`, [state], false);
      tensor(`${prefix}.${attn}.out.weight`, [state, state], true);
      tensor(`${prefix}.${attn}.out.bias`, [state], false);
    }
  };
  tensor('encoder.positional_embedding', [state, 1500], false);
  tensor('encoder.conv1.weight', [3, 80, state], true);
  tensor('encoder.conv1.bias', [1, state], false);
  tensor('encoder.conv2.weight', [3, state, state], true);
  tensor('encoder.conv2.bias', [1, state], false);
  tensor('encoder.ln_post.weight', [state], false, 1);
  tensor('encoder.ln_post.bias', [state], false, 0);
  block('encoder.blocks.0', false);
  tensor('decoder.positional_embedding', [state, 448], false);
  tensor('decoder.token_embedding.weight', [state, nVocab], true);
  tensor('decoder.ln.weight', [state], false, 1);
  tensor('decoder.ln.bias', [state], false, 0);
  block('decoder.blocks.0', true);
  return Buffer.concat(parts);
}

export function buildTestModels(dir: string): void {
  fs.writeFileSync(path.join(dir, 'random-weights-tiny.bin'), randomWhisperModel(true, 1));
  fs.writeFileSync(path.join(dir, 'random-weights-tiny.en.bin'), randomWhisperModel(false, 2));
}
