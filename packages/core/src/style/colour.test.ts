import { describe, expect, it } from 'vitest';
import { colourSchema, normaliseColour, storedColourSchema } from './colour.ts';
import { exportPayloadSchema, styleToPayload } from './export-payload.ts';
import { DEFAULT_STYLE } from './style-settings.ts';
import { assColour } from '../captions/ass-document.ts';

describe('normaliseColour', () => {
  it.each([
    ['white', '#FFFFFF'],
    ['Black', '#000000'],
    ['red', '#FF0000'],
    ['rebeccapurple', '#663399'],
    ['transparent', '#00000000'],
    ['#fff', '#FFFFFF'],
    ['#f008', '#FF000088'],
    ['#32de84', '#32DE84'],
    ['#32de84ff', '#32DE84'],
    ['#32de8480', '#32DE8480'],
    ['rgb(255, 0, 0)', '#FF0000'],
    ['rgb(255 128 0)', '#FF8000'],
    ['rgba(0, 0, 0, 0.5)', '#00000080'],
    ['rgb(0 0 0 / 50%)', '#00000080'],
    ['rgb(100%, 0%, 50%)', '#FF0080'],
    ['RGBA(1,2,3,1)', '#010203'],
    ['  white  ', '#FFFFFF'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseColour(input)).toBe(expected);
  });

  it.each([
    '',
    'whitish',
    '#12345',
    '#ggg',
    'rgb(1,2)',
    'rgb(a,b,c)',
    'hsl(0 0% 0%)',
    'constructor',
    'rgb(1 2, 3)',
  ])('refuses %j', (input) => {
    expect(normaliseColour(input)).toBeUndefined();
  });

  it('clamps channels and alpha into range', () => {
    expect(normaliseColour('rgb(300, -5, 0)')).toBe('#FF0000');
    expect(normaliseColour('rgba(0, 0, 0, 2)')).toBe('#000000');
  });
});

describe('colour schemas', () => {
  it('colourSchema gives the normalised colour or a message naming the formats', () => {
    expect(colourSchema.parse('white')).toBe('#FFFFFF');
    const result = colourSchema.safeParse('not-a-colour');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(
      /CSS colour name, #rgb, #rrggbb, #rrggbbaa, rgb\(\) or rgba\(\)/,
    );
  });

  it('stored colours are #RRGGBB or #RRGGBBAA', () => {
    expect(storedColourSchema.safeParse('#abcdef').success).toBe(true);
    expect(storedColourSchema.safeParse('#ABCDEF80').success).toBe(true);
    expect(storedColourSchema.safeParse('white').success).toBe(false);
  });

  it('the export payload takes the spec theme colour names', () => {
    const payload = {
      ...styleToPayload(DEFAULT_STYLE, '0123456789abcdef0123456789abcdef'),
      fontColor: 'white',
      activeFontColor: 'red',
      fontShadowColor: 'black',
      fontStrokeColor: 'rgba(0,0,0,0.5)',
    };
    const parsed = exportPayloadSchema.parse(payload);
    expect(parsed).toMatchObject({
      fontColor: '#FFFFFF',
      activeFontColor: '#FF0000',
      fontShadowColor: '#000000',
      fontStrokeColor: '#00000080',
    });
  });
});

describe('assColour', () => {
  it('writes blue-green-red, with transparency when the colour has alpha', () => {
    expect(assColour('#FF8000')).toBe('&H0080FF&');
    expect(assColour('#FF800080')).toBe('&H7F0080FF&');
    expect(assColour('#FF800000')).toBe('&HFF0080FF&');
  });
});
