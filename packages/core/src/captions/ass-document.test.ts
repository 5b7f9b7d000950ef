import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE, applyTheme } from '../style/style-settings.ts';
import {
  assColour,
  assFrameTime,
  buildCaptionDocument,
  buildExportCaptions,
  captionBand,
  captionChangeFrames,
} from './ass-document.ts';

const word = (text: string, startMs: number, endMs: number) => ({
  text,
  startMs,
  endMs,
  confidence: 1,
  timestampMs: startMs,
});
const captions = [
  word('Hello', 0, 400),
  word(' big', 400, 800),
  word(' world', 800, 1100),
  word(' again', 1500, 1900),
];
const build = (style = DEFAULT_STYLE, list = captions) =>
  buildCaptionDocument({ captions: list, style, width: 1080, height: 1920, fps: 30 });
const dialogues = (doc: string) => doc.split('\n').filter((l) => l.startsWith('Dialogue:'));

describe('buildCaptionDocument', () => {
  it('should set the frame as PlayRes, WrapStyle 2 and the font size from the font metrics', () => {
    const doc = build();
    expect(doc).toContain('PlayResX: 1080\nPlayResY: 1920\nWrapStyle: 2');
    // Montserrat: 35 px at 720 → 93.33 px em at 1920; (1109 + 270) / 1000 ... times the em.
    const size = Number(/Style: Caption,Montserrat,([\d.]+),/.exec(doc)?.[1]);
    expect(size).toBeGreaterThan(93.33 * 1.3);
    expect(size).toBeLessThan(93.33 * 1.7);
    // Stroke 4 px at 720 → 10.67 at 1920.
    expect(doc).toMatch(/Style: Caption,[^\n]*,1,10\.67,0,5,/);
  });

  it('should emit one shadow event per page and one event per word interval with the spoken word active', () => {
    const lines = dialogues(build());
    expect(lines.filter((l) => l.includes(',Shadow,'))).toHaveLength(2);
    const caption = lines.filter((l) => l.includes(',Caption,'));
    expect(caption[0]).toContain('0:00:00.00,0:00:00.39');
    expect(caption[0]).toContain(`{\\1c${assColour('#39E508')}}Hello{\\1c${assColour('#FFFFFF')}}`);
    expect(caption[1]).toContain(`{\\1c&H08E539&} big{\\1c&HFFFFFF&}`);
    expect(caption[3]).toContain('0:00:01.09,0:00:01.49');
    expect(caption[3]).not.toContain('\\1c&H08E539&');
  });

  it('should animate the page entry over 5 frames from 80 % scale and 50 px (at 720) below', () => {
    const first = dialogues(build()).find((l) => l.includes(',Caption,')) ?? '';
    expect(first).toContain('\\fscx80\\fscy80\\t(0,167,\\fscx100\\fscy100)');
    const move = /\\move\(([\d.]+),([\d.]+),([\d.]+),([\d.]+),0,167\)/.exec(first);
    expect(Number(move?.[2]) - Number(move?.[4])).toBeCloseTo(133.33, 1);
  });

  it('should break long pages into lines itself and write them as \\N', () => {
    const long = ['One', ' two', ' three', ' four', ' five', ' six', ' seven', ' eight'].map((t, i) =>
      word(t, i * 100, i * 100 + 90),
    );
    const text = dialogues(build(DEFAULT_STYLE, long))[0] ?? '';
    expect(text.split('\\N').length).toBeGreaterThan(1);
  });

  it('should share the words of a page evenly between its lines, never leaving one word alone', () => {
    // 720x1280 at the default style: filling each line put "and then at leisure" over a lone "to".
    const page = ['and', ' then', ' at', ' leisure', ' to'].map((t, i) => word(t, i * 150, i * 150 + 140));
    const doc = buildCaptionDocument({
      captions: page,
      style: DEFAULT_STYLE,
      width: 720,
      height: 1280,
      fps: 30,
    });
    const shadow = dialogues(doc).find((line) => line.includes(',Shadow,')) ?? '';
    expect(
      shadow
        .replace(/\{[^}]*\}/g, '')
        .split(',')
        .at(-1),
    ).toBe('and then at\\Nleisure to');
  });

  it('should draw the spoken word on a box in the active colour when asked, its letters in the text colour', () => {
    const boxed = { ...DEFAULT_STYLE, emphasis: { ...DEFAULT_STYLE.emphasis, activeWordBox: true } };
    const doc = build(boxed);
    // Mercury: white text, green (#39E508) active colour; the box style is BorderStyle 3 in green.
    expect(doc).toMatch(
      /Style: Box,Montserrat,[\d.]+,&HFF000000,&HFF000000,&H08E539&,&HFF000000,0,0,0,0,100,100,0,0,3,/,
    );
    const lines = dialogues(doc);
    const boxes = lines.filter((l) => l.includes(',Box,'));
    const texts = lines.filter((l) => l.includes(',Caption,'));
    // " big" (0.40-0.80 s) spoken: its box round the letters only, not the space before them.
    const big = boxes.find((l) => l.startsWith('Dialogue: 1,0:00:00.39,'));
    expect(big).toContain('Hello {\\3a&H00&}big{\\3a&HFF&} world');
    // The text sits above the boxes and never takes the active colour.
    expect(texts.every((l) => l.startsWith('Dialogue: 2,'))).toBe(true);
    expect(texts.some((l) => l.includes('&H08E539&'))).toBe(false);
    // Off (the default): no box style, no box events, the spoken word in the active colour.
    expect(build()).not.toContain('Box');
    expect(dialogues(build()).some((l) => l.includes('{\\1c&H08E539&}'))).toBe(true);
  });

  it('should apply uppercase, italic, bold and the theme colours', () => {
    const doc = build(applyTheme(DEFAULT_STYLE, 'pluto'));
    expect(doc).toMatch(/Style: Caption,Luckiest Guy,[\d.]+,&H000000&,&H000000&,&HFFFFFF&,&H00000000&,-1,0,/);
    // Italic is an explicit shear on every event (text and shadow), not libass's version-dependent one.
    expect(dialogues(doc).every((line) => line.includes('\\fax-0.34'))).toBe(true);
    expect(build(DEFAULT_STYLE)).not.toContain('\\fax');
    expect(doc).toContain('HELLO');
  });

  it('should use the light file family for Light and switch Devanagari words to the Hindi font', () => {
    const doc = build({ ...DEFAULT_STYLE, weight: 'Light' }, [word('Hi', 0, 300), word(' नमस्ते', 300, 600)]);
    expect(doc).toContain('Style: Caption,Montserrat Light,');
    expect(doc).toContain('{\\fnNoto Sans Devanagari Light}नमस्ते{\\fnMontserrat Light}');
  });

  it('should set Arabic and Hebrew words in their script fonts and lay right-to-left pages out whole', () => {
    const arabic = [
      word('مرحبا', 0, 400),
      word(' بكم', 400, 800),
      word(' في', 800, 1000),
      word(' الفيديو', 1000, 1400),
    ];
    const doc = build(DEFAULT_STYLE, arabic);
    expect(doc).toContain('{\\fnNoto Sans Arabic}مرحبا{\\fnMontserrat}');
    // Every event of the page (shadow and each word's) carries \fe-1, so libass runs one bidi pass over
    // the line: the karaoke colour tags do not split the words into left-to-right runs.
    const lines = dialogues(doc);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => line.includes('\\fe-1'))).toBe(true);
    // The spoken word is the one coloured, in logical order: libass puts it in its place right to left.
    const second = lines.find((line) => line.startsWith('Dialogue: 1,0:00:00.39,'));
    expect(second).toMatch(/مرحبا\{\\fnMontserrat\}\{\\1c&H[0-9A-F]+&\} \{\\fnNoto Sans Arabic\}بكم/u);
    // The comma is not in the script subsets: the caption font draws it (in both renderers alike).
    expect(build(DEFAULT_STYLE, [word('שלום,', 0, 300)])).toContain(
      '{\\fnNoto Sans Hebrew}שלום{\\fnMontserrat},{\\fnMontserrat}',
    );
    const hebrew = build(DEFAULT_STYLE, [word('Hi', 0, 300), word(' שלום', 300, 600)]);
    expect(hebrew).toContain('{\\fnNoto Sans Hebrew}שלום{\\fnMontserrat}');
    expect(hebrew).toContain('\\fe-1');
  });

  it('should keep the default (VSFilter) layout for Latin and Devanagari pages', () => {
    expect(build()).not.toContain('\\fe');
    expect(build(DEFAULT_STYLE, [word('नमस्ते', 0, 300), word(' दुनिया', 300, 600)])).not.toContain('\\fe');
  });

  it('should escape caption text so it cannot inject override tags or lines', () => {
    const doc = build(DEFAULT_STYLE, [word('{\\fs200}\nDialogue: 9', 0, 500)]);
    expect(doc).toContain('\\{\\\u2060fs200\\} Dialogue: 9');
    expect(doc.split('\n').filter((l) => l.startsWith('Dialogue: 9'))).toEqual([]);
    expect(dialogues(doc)).toHaveLength(3);
  });

  it('should write each frame time just under the frame instant, so a clock that truncates still lands on it', () => {
    expect(assFrameTime(0, 30)).toBe('0:00:00.00');
    // Frame 6 is 200 ms; ffmpeg's pts × (1/1000000) × 1000 gives 199.99… for it and libass sees 199.
    expect(assFrameTime(6, 30)).toBe('0:00:00.19');
    expect(assFrameTime(7, 30)).toBe('0:00:00.23');
    expect(assFrameTime(111, 30)).toBe('0:00:03.69');
    expect(assFrameTime(111_690, 30)).toBe('1:02:02.99');
    const msOf = (time: string) => {
      const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
      return Math.round(((h * 60 + m) * 60 + s) * 1000);
    };
    for (let frame = 1; frame < 20_000; frame++) {
      const ms = msOf(assFrameTime(frame, 30));
      // At or before the frame's instant minus the 1 ms a truncating clock can lose; after the previous frame.
      expect(ms).toBeLessThanOrEqual((frame * 1000) / 30 - 1);
      expect(ms).toBeGreaterThan(((frame - 1) * 1000) / 30);
    }
  });

  it('should shift the entry animation by the event clock lead so its frames match a page starting at 0', () => {
    const late = buildCaptionDocument({
      captions: captions.map((c) => ({ ...c, startMs: c.startMs + 200, endMs: c.endMs + 200 })),
      style: DEFAULT_STYLE,
      width: 1080,
      height: 1920,
      fps: 30,
    });
    // Frame 6 (200 ms) is written at 0.19 s: the motion starts 10 ms into the event.
    const first = dialogues(late).find((l) => l.includes(',Caption,')) ?? '';
    expect(first).toContain('0:00:00.19,');
    expect(first).toContain(',10,177)\\fscx80\\fscy80\\t(10,177,\\fscx100\\fscy100)');
  });

  it('should list the frames where the caption picture can change: event edges and the entry animation', () => {
    const input = { captions, style: DEFAULT_STYLE, width: 1080, height: 1920, fps: 30 };
    const frames = captionChangeFrames(input);
    // Page 1 enters at frame 0 (animation frames 0..6), words cut at 12 and 24, the page leaves at 45
    // where page 2 enters (45..51) and leaves 1200 ms after its last word ends (57 + 36 = 93).
    expect(frames).toEqual([0, 1, 2, 3, 4, 5, 6, 12, 24, 33, 45, 46, 47, 48, 49, 50, 51, 57, 93]);
    expect(captionChangeFrames({ ...input, captions: [] })).toEqual([0]);
  });

  it('should find an even caption band around the captions and draw the same events shifted into it', () => {
    const input = { captions, style: DEFAULT_STYLE, width: 1080, height: 1920, fps: 30 };
    const band = captionBand(input);
    expect(band).not.toBeNull();
    const { top, height } = band ?? { top: 0, height: 0 };
    expect(top % 2).toBe(0);
    expect(height % 2).toBe(0);
    // yPos 72 % of 1920 = 1382: the band holds it with room for the slide, stroke and shadow.
    expect(top).toBeLessThan(1382 - 100);
    expect(top + height).toBeGreaterThan(1382 + 133 + 60);
    expect(height).toBeLessThan(1920 / 2);
    const banded = buildCaptionDocument({ ...input, band: { top, height } });
    expect(banded).toContain(`PlayResY: ${height}`);
    expect(banded).toContain(`\\pos(540,${Math.round((1382.4 - top) * 100) / 100})`);
    expect(dialogues(banded)).toHaveLength(dialogues(build()).length);
    expect(captionBand({ ...input, captions: [] })).toBeNull();
  });

  it('should plan the export once into the same band, banded document and change frames', () => {
    const input = { captions, style: DEFAULT_STYLE, width: 1080, height: 1920, fps: 30 };
    const band = captionBand(input);
    expect(band).not.toBeNull();
    expect(buildExportCaptions(input)).toEqual({
      band,
      emoji: [],
      document: buildCaptionDocument({ ...input, band: band ?? undefined }),
      changeFrames: captionChangeFrames(input),
    });
    expect(buildExportCaptions({ ...input, captions: [] })).toBeNull();
  });
});
