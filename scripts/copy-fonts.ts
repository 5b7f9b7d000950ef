/**
 * Copies the caption fonts out of the @fontsource packages into apps/web/public/fonts/ as TTF (both the
 * studio preview, jassub, and the export, ffmpeg libass, load exactly these files) and writes their
 * metrics into packages/core/src/style/font-metrics.generated.ts for the caption layout.
 *
 * Run: npx tsx scripts/copy-fonts.ts. The outputs are committed; rerun only when the font list changes.
 * WOFF 1 (not WOFF 2) is the source because fontsource's .woff2 files carry wrong family names
 * (FIELD-NOTES); WOFF 1 is zlib per table, so unpacking it to TTF needs no extra tool.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import {
  CAPTION_FONTS,
  SCRIPT_FONTS,
  fontFileName,
  type CaptionFont,
} from '../packages/core/src/style/fonts.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/fonts');

/** Unpacks a WOFF 1 file into a plain sfnt (TTF/OTF) buffer. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: string; data: Buffer; checksum: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    if (data.length !== origLength) throw new Error(`table ${tag}: bad length`);
    tables.push({ tag, data, checksum });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    header.write(t.tag, at, 'latin1');
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

function tableOf(font: Buffer, tag: string): Buffer {
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (font.toString('latin1', at, at + 4) === tag) {
      const offset = font.readUInt32BE(at + 8);
      return font.subarray(offset, offset + font.readUInt32BE(at + 12));
    }
  }
  throw new Error(`missing table ${tag}`);
}

/** Code point → glyph id from the cmap's Unicode BMP subtable (format 4). */
function readCmap(font: Buffer): Map<number, number> {
  const cmap = tableOf(font, 'cmap');
  const map = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    if (!((platform === 3 && encoding === 1) || platform === 0) || sub.readUInt16BE(0) !== 4) continue;
    const segX2 = sub.readUInt16BE(6);
    const ends = 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const rangeOffsets = deltas + segX2;
    for (let s = 0; s < segX2; s += 2) {
      const end = sub.readUInt16BE(ends + s);
      const start = sub.readUInt16BE(starts + s);
      const delta = sub.readInt16BE(deltas + s);
      const rangeOffset = sub.readUInt16BE(rangeOffsets + s);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
        else {
          const at = rangeOffsets + s + rangeOffset + (c - start) * 2;
          glyph = sub.readUInt16BE(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(c, glyph);
      }
    }
    return map;
  }
  throw new Error('no Unicode cmap');
}

/** The font's family name (name id 1, Windows Unicode): the name libass and fontconfig match on. */
function readFamilyName(font: Buffer): string {
  const name = tableOf(font, 'name');
  const count = name.readUInt16BE(2);
  const strings = name.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    if (name.readUInt16BE(at) !== 3 || name.readUInt16BE(at + 6) !== 1) continue;
    const length = name.readUInt16BE(at + 8);
    const offset = strings + name.readUInt16BE(at + 10);
    return name
      .subarray(offset, offset + length)
      .swap16()
      .toString('utf16le');
  }
  throw new Error('no family name');
}

export interface MeasuredFont {
  family: string;
  unitsPerEm: number;
  winAscent: number;
  winDescent: number;
  /** Advance width in font units for each measured character; `fallback` for the rest. */
  advances: Record<string, number>;
  fallback: number;
}

function measureFont(font: Buffer, chars: string[]): MeasuredFont {
  const head = tableOf(font, 'head');
  const hhea = tableOf(font, 'hhea');
  const hmtx = tableOf(font, 'hmtx');
  const os2 = tableOf(font, 'OS/2');
  const numberOfHMetrics = hhea.readUInt16BE(34);
  const advanceOf = (glyph: number) => hmtx.readUInt16BE(4 * Math.min(glyph, numberOfHMetrics - 1));
  const cmap = readCmap(font);
  const advances: Record<string, number> = {};
  let sum = 0;
  let n = 0;
  for (const ch of chars) {
    const glyph = cmap.get(ch.codePointAt(0) ?? 0);
    if (glyph === undefined) continue;
    advances[ch] = advanceOf(glyph);
    if (/[a-z]|\p{Script=Devanagari}|\p{Script=Arabic}|\p{Script=Hebrew}/u.test(ch)) {
      sum += advances[ch];
      n++;
    }
  }
  return {
    family: readFamilyName(font),
    unitsPerEm: head.readUInt16BE(18),
    winAscent: os2.readUInt16BE(74),
    winDescent: os2.readUInt16BE(76),
    advances,
    fallback: Math.round(sum / Math.max(n, 1)),
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const LATIN_CHARS = [...range(0x20, 0x7e), ...range(0xa0, 0xff), ...'‘’“”–—…'];
/** Each script font's measured characters: its block, plus the space between words. */
const SCRIPT_CHARS: Record<string, string[]> = {
  devanagari: [...range(0x0900, 0x097f), ' '],
  arabic: [...range(0x0600, 0x06ff), ' '],
  hebrew: [...range(0x0590, 0x05ff), ' '],
};

function copyFont(font: CaptionFont, subset: string, chars: string[]): Record<number, MeasuredFont> {
  const metrics: Record<number, MeasuredFont> = {};
  for (const weight of font.weights) {
    const src = join(root, 'node_modules/@fontsource', font.package, 'files');
    const woff = readFileSync(join(src, `${font.package}-${subset}-${weight}-normal.woff`));
    const ttf = woffToSfnt(woff);
    writeFileSync(join(outDir, fontFileName(font, weight)), ttf);
    metrics[weight] = measureFont(ttf, chars);
  }
  return metrics;
}

function main() {
  mkdirSync(outDir, { recursive: true });
  const all: Record<string, Record<number, MeasuredFont>> = {};
  for (const font of CAPTION_FONTS) all[font.id] = copyFont(font, 'latin', LATIN_CHARS);
  for (const font of SCRIPT_FONTS)
    all[font.id] = copyFont(font, font.subset, SCRIPT_CHARS[font.subset] ?? []);
  const licences = [...CAPTION_FONTS, ...SCRIPT_FONTS].map((f) => {
    const text = readFileSync(join(root, 'node_modules/@fontsource', f.package, 'LICENSE'), 'utf8');
    const licence = /Open Font License/i.test(text) ? 'SIL Open Font License 1.1' : 'Apache License 2.0';
    return `| ${f.family} | ${f.id} | ${licence} | @fontsource/${f.package} — ${/^[^)]*\)?/.exec(text.split('\n')[0] ?? '')?.[0].trim()} |`;
  });
  writeFileSync(
    join(outDir, 'LICENSES.md'),
    [
      '# Caption fonts',
      '',
      'Copied from the @fontsource npm packages by `scripts/copy-fonts.ts` (WOFF unpacked to TTF, glyphs',
      'unchanged). Each family keeps its own licence; the full texts ship in the packages named below.',
      '',
      '| Family | Id | Licence | Source and copyright |',
      '|---|---|---|---|',
      ...licences,
      '',
    ].join('\n'),
  );
  const banner =
    '// Generated by scripts/copy-fonts.ts from the font files in apps/web/public/fonts. Do not edit.\n';
  const metricsFile = join(root, 'packages/core/src/style/font-metrics.generated.ts');
  writeFileSync(
    metricsFile,
    `${banner}import type { FontMetrics } from './font-metrics.ts';\n\nexport const FONT_METRICS: Record<string, Record<number, FontMetrics>> = ${JSON.stringify(all)};\n`,
  );
  execFileSync('npx', ['prettier', '--write', metricsFile], { cwd: root, stdio: 'ignore' });
  console.log(`wrote ${Object.keys(all).length} families to ${outDir}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
