import { describe, expect, it } from 'vitest';
import { parseWhisperJson, parseWhisperProgress } from './whisper-json.ts';

// Shape as whisper-cli 1.9 writes it with -ojf -ml 1 -sow (trimmed to the fields we read).
const output = {
  systeminfo: 'AVX = 1',
  result: { language: 'en' },
  transcription: [
    {
      offsets: { from: 320, to: 610 },
      text: ' And',
      tokens: [
        { text: '[_BEG_]', offsets: { from: 0, to: 0 }, p: 0.9, t_dtw: -1 },
        { text: ' And', offsets: { from: 320, to: 610 }, p: 0.8, t_dtw: 35 },
      ],
    },
    {
      offsets: { from: 610, to: 1100 },
      text: ' so,',
      tokens: [
        { text: ' so', offsets: { from: 610, to: 1000 }, p: 0.6, t_dtw: 70 },
        { text: ',', offsets: { from: 1000, to: 1100 }, p: 0.4, t_dtw: 105 },
        { text: '[_TT_55]', offsets: { from: 1100, to: 1100 }, p: 0.1, t_dtw: -1 },
      ],
    },
    { offsets: { from: 1100, to: 1100 }, text: ' ', tokens: [] },
  ],
};

describe('parseWhisperJson', () => {
  it('should read one word per segment with mean text-token probability and the DTW start', () => {
    expect(parseWhisperJson(JSON.stringify(output))).toEqual([
      { text: 'And', startMs: 350, endMs: 610, confidence: 0.8 },
      { text: 'so,', startMs: 700, endMs: 1100, confidence: 0.5 },
    ]);
  });

  it('should keep segment offsets when DTW was off', () => {
    const noDtw = JSON.parse(JSON.stringify(output)) as typeof output;
    for (const s of noDtw.transcription) for (const t of s.tokens) t.t_dtw = -1;
    expect(parseWhisperJson(JSON.stringify(noDtw)).map((w) => w.startMs)).toEqual([320, 610]);
  });

  it('should reject output without a transcription', () => {
    expect(() => parseWhisperJson('{"result":{}}')).toThrow();
  });
});

describe('parseWhisperProgress', () => {
  it('should read the -pp progress lines', () => {
    expect(parseWhisperProgress('whisper_print_progress_callback: progress =  45%')).toBe(45);
    expect(parseWhisperProgress('whisper_full: something else')).toBeNull();
  });
});
