import { z } from 'zod';
import { CSS_COLOUR_NAMES } from './css-colour-names.ts';

/**
 * Colours, normalised once: every colour the API accepts becomes `#RRGGBB` (opaque) or `#RRGGBBAA`
 * (with transparency), upper case. Accepted: CSS names (`white`, `transparent`), `#rgb`, `#rgba`,
 * `#rrggbb`, `#rrggbbaa`, `rgb()` / `rgba()` in comma or space syntax, channels as 0-255 or %, alpha
 * as 0-1 or %.
 */
export const COLOUR_FORMATS_MESSAGE =
  'Invalid colour: use a CSS colour name, #rgb, #rrggbb, #rrggbbaa, rgb() or rgba()';

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0').toUpperCase();

function fromHex(digits: string): string | undefined {
  if (!/^[0-9a-fA-F]+$/.test(digits)) return undefined;
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits].map((d) => d + d).join('')
      : digits.length === 6 || digits.length === 8
        ? digits
        : undefined;
  if (!full) return undefined;
  const upper = full.toUpperCase();
  return upper.length === 8 && upper.endsWith('FF') ? `#${upper.slice(0, 6)}` : `#${upper}`;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?%?`;
const RGB_COMMAS = new RegExp(
  String.raw`^rgba?\(\s*(${NUMBER})\s*,\s*(${NUMBER})\s*,\s*(${NUMBER})\s*(?:,\s*(${NUMBER})\s*)?\)$`,
  'i',
);
const RGB_SPACES = new RegExp(
  String.raw`^rgba?\(\s*(${NUMBER})\s+(${NUMBER})\s+(${NUMBER})\s*(?:/\s*(${NUMBER})\s*)?\)$`,
  'i',
);

function channel(text: string): number | undefined {
  const value = text.endsWith('%') ? (Number(text.slice(0, -1)) * 255) / 100 : Number(text);
  return Number.isFinite(value) ? Math.min(255, Math.max(0, value)) : undefined;
}

function alpha(text: string): number | undefined {
  const value = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : undefined;
}

function fromRgb(text: string): string | undefined {
  const match = RGB_COMMAS.exec(text) ?? RGB_SPACES.exec(text);
  if (!match) return undefined;
  const [, r, g, b, a] = match;
  const rgb = [r, g, b].map((c) => channel(c ?? ''));
  const opacity = a === undefined ? 1 : alpha(a);
  if (rgb.some((c) => c === undefined) || opacity === undefined) return undefined;
  const body = (rgb as number[]).map(hex2).join('');
  return opacity >= 1 ? `#${body}` : `#${body}${hex2(opacity * 255)}`;
}

/** The normalised form of a CSS colour, or undefined when it is not one the API accepts. */
export function normaliseColour(input: string): string | undefined {
  const text = input.trim();
  if (text.startsWith('#')) return fromHex(text.slice(1));
  if (/^rgba?\(/i.test(text)) return fromRgb(text);
  const lower = text.toLowerCase();
  if (lower === 'transparent') return '#00000000';
  const named = Object.hasOwn(CSS_COLOUR_NAMES, lower) ? CSS_COLOUR_NAMES[lower] : undefined;
  return named ? `#${named}` : undefined;
}

/** A stored colour: `#RRGGBB` or `#RRGGBBAA` (either case, as older saved styles have both). */
export const storedColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?$/, { message: 'Invalid colour' });

/** Any accepted colour in, the normalised `#RRGGBB[AA]` out. */
export const colourSchema = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const colour = normaliseColour(value);
    if (colour === undefined) {
      ctx.addIssue({ code: 'custom', message: COLOUR_FORMATS_MESSAGE });
      return z.NEVER;
    }
    return colour;
  });

/** The `#RRGGBB` part of a colour (for `<input type=color>`, which has no alpha). */
export function opaqueHex(colour: string): string {
  return colour.slice(0, 7);
}

/** The colour's opacity as 0-255 (255 when it has no alpha part). */
export function colourAlpha(colour: string): number {
  return colour.length === 9 ? parseInt(colour.slice(7, 9), 16) : 255;
}
