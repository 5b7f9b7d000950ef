import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE } from '../style/style-settings.ts';
import { captionEmphasisSchema } from '../captions/emphasis.ts';
import { buildCaptionDocument, captionPagesFor } from '../captions/ass-document.ts';
import { toHinglish } from './hinglish.ts';

// The Hindi speech fixtures' sentences (shared/fixtures/speech espeak_hi; the speech tests' Hindi TTS).
const ESPEAK_HI = 'नमस्ते, आज हम छोटे वीडियो में शब्द दर शब्द कैप्शन जोड़ेंगे।';
const TTS_HI = 'भारत एक विशाल देश है और यहाँ कई भाषाएँ बोली जाती हैं।';

describe('toHinglish', () => {
  it("should romanise the Hindi fixtures' words as people type them", () => {
    expect(toHinglish(ESPEAK_HI)).toBe('namaste, aaj hum chhote video mein shabd dar shabd caption jodenge.');
    expect(toHinglish(TTS_HI)).toBe('bharat ek vishal desh hai aur yahan kai bhashaen boli jati hain.');
  });

  it('should drop the silent schwa (karna, not karanaa) and keep the spoken one', () => {
    const pairs: [string, string][] = [
      ['करना', 'karna'],
      ['समझना', 'samajhna'],
      ['बोलता', 'bolta'],
      ['कमल', 'kamal'],
      ['ज़िंदगी', 'zindagi'],
      ['नमस्ते', 'namaste'],
      ['मित्र', 'mitra'],
      ['बहुत', 'bahut'],
      ['पढ़ना', 'padhna'],
      ['लड़का', 'ladka'],
    ];
    for (const [hindi, casual] of pairs) expect(toHinglish(hindi)).toBe(casual);
  });

  it('should double long vowels of closed one-syllable words and simplify the marks', () => {
    expect(toHinglish('आज बात ठीक दूध')).toBe('aaj baat theek doodh');
    expect(toHinglish('अच्छा क्या आप करेंगे संबंध')).toBe('accha kya aap karenge sambandh');
  });

  it('should leave text that is not Devanagari as it is, spaces included', () => {
    expect(toHinglish(' hello 123')).toBe(' hello 123');
    expect(toHinglish(' नमस्ते!')).toBe(' namaste!');
  });
});

describe('Hinglish captions', () => {
  const words = ESPEAK_HI.split(' ').map((text, i) => ({
    text: i === 0 ? text : ` ${text}`,
    startMs: i * 300,
    endMs: i * 300 + 250,
    confidence: 1,
    timestampMs: i * 300,
  }));
  const style = (script: 'devanagari' | 'hinglish') => ({
    ...DEFAULT_STYLE,
    emphasis: { ...DEFAULT_STYLE.emphasis, script },
  });
  const frame = { width: 1080, height: 1920 };

  it('should draw the pages in Hinglish at the same times, and in Devanagari when switched back', () => {
    const hindi = captionPagesFor({ captions: words, style: style('devanagari'), ...frame });
    const hinglish = captionPagesFor({ captions: words, style: style('hinglish'), ...frame });
    expect(hinglish.map((p) => [p.startMs, p.endMs])).toEqual(hindi.map((p) => [p.startMs, p.endMs]));
    expect(hinglish.flatMap((p) => p.tokens.map((t) => [t.fromMs, t.toMs, t.wordId]))).toEqual(
      hindi.flatMap((p) => p.tokens.map((t) => [t.fromMs, t.toMs, t.wordId])),
    );
    expect(hinglish.map((p) => p.text).join('')).toBe(toHinglish(ESPEAK_HI));
    const document = buildCaptionDocument({ captions: words, style: style('hinglish'), ...frame, fps: 30 });
    expect(document).toContain('namaste,');
    expect(document).not.toMatch(/[\u0900-\u097F]/u);
    expect(
      buildCaptionDocument({ captions: words, style: style('devanagari'), ...frame, fps: 30 }),
    ).toContain('नमस्ते');
  });

  it('should refuse an unknown script', () => {
    expect(captionEmphasisSchema.safeParse({ ...DEFAULT_STYLE.emphasis, script: 'klingon' }).success).toBe(
      false,
    );
    expect(captionEmphasisSchema.safeParse({ ...DEFAULT_STYLE.emphasis, script: 'hinglish' }).success).toBe(
      true,
    );
  });
});
