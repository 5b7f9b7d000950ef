import { z } from 'zod';
import { FONT_IDS } from './fonts.ts';

/** Caption sizes: CSS pixels at the studio's 720-pixel-tall reference frame (spec section 3). */
export const FONT_SIZES = {
  XXSmall: 15,
  XSmall: 20,
  Small: 25,
  Medium: 30,
  Large: 35,
  XLarge: 40,
  XXLarge: 45,
} as const;
export const fontSizeNameSchema = z.enum([
  'XXSmall',
  'XSmall',
  'Small',
  'Medium',
  'Large',
  'XLarge',
  'XXLarge',
]);
export type FontSizeName = z.infer<typeof fontSizeNameSchema>;

export const fontWeightNameSchema = z.enum(['Light', 'Normal', 'Bold']);
export type FontWeightName = z.infer<typeof fontWeightNameSchema>;

export const fontIdSchema = z.enum(FONT_IDS);

export const THEME_IDS = [
  'mercury',
  'venus',
  'earth',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export const themeIdSchema = z.enum(THEME_IDS);
export type ThemeId = z.infer<typeof themeIdSchema>;

export interface Theme {
  id: ThemeId;
  name: string;
  fontColor: string;
  fontShadowColor: string;
  fontStrokeColor: string;
  activeFontColor: string;
  fontFamily: (typeof FONT_IDS)[number];
  size: FontSizeName;
  weight: FontWeightName;
  upperCase: boolean;
  italic: boolean;
}

const WHITE = '#FFFFFF';
const BLACK = '#000000';
const RED = '#FF0000';
const GREEN = '#39E508';

/** The nine presets, exactly the spec's table (section 3). */
export const THEMES: readonly Theme[] = [
  {
    id: 'mercury',
    name: 'Mercury',
    fontColor: WHITE,
    fontShadowColor: BLACK,
    fontStrokeColor: BLACK,
    activeFontColor: GREEN,
    fontFamily: 'font-1',
    size: 'Large',
    weight: 'Normal',
    upperCase: false,
    italic: false,
  },
  {
    id: 'venus',
    name: 'Venus',
    fontColor: '#F2F22F',
    fontShadowColor: BLACK,
    fontStrokeColor: BLACK,
    activeFontColor: RED,
    fontFamily: 'font-2',
    size: 'XLarge',
    weight: 'Normal',
    upperCase: false,
    italic: false,
  },
  {
    id: 'earth',
    name: 'Earth',
    fontColor: '#32de84',
    fontShadowColor: BLACK,
    fontStrokeColor: BLACK,
    activeFontColor: WHITE,
    fontFamily: 'font-3',
    size: 'Large',
    weight: 'Normal',
    upperCase: false,
    italic: false,
  },
  {
    id: 'mars',
    name: 'Mars',
    fontColor: '#b300ff',
    fontShadowColor: WHITE,
    fontStrokeColor: WHITE,
    activeFontColor: BLACK,
    fontFamily: 'font-4',
    size: 'XLarge',
    weight: 'Normal',
    upperCase: false,
    italic: false,
  },
  {
    id: 'jupiter',
    name: 'Jupiter',
    fontColor: '#FF00BF',
    fontShadowColor: BLACK,
    fontStrokeColor: BLACK,
    activeFontColor: WHITE,
    fontFamily: 'font-5',
    size: 'Large',
    weight: 'Normal',
    upperCase: false,
    italic: false,
  },
  {
    id: 'saturn',
    name: 'Saturn',
    fontColor: BLACK,
    fontShadowColor: WHITE,
    fontStrokeColor: WHITE,
    activeFontColor: RED,
    fontFamily: 'font-6',
    size: 'Large',
    weight: 'Bold',
    upperCase: false,
    italic: false,
  },
  {
    id: 'uranus',
    name: 'Uranus',
    fontColor: WHITE,
    fontShadowColor: RED,
    fontStrokeColor: BLACK,
    activeFontColor: RED,
    fontFamily: 'font-7',
    size: 'Large',
    weight: 'Normal',
    upperCase: false,
    italic: false,
  },
  {
    id: 'neptune',
    name: 'Neptune',
    fontColor: '#fbff00',
    fontShadowColor: BLACK,
    fontStrokeColor: BLACK,
    activeFontColor: RED,
    fontFamily: 'font-8',
    size: 'Large',
    weight: 'Normal',
    upperCase: true,
    italic: false,
  },
  {
    id: 'pluto',
    name: 'Pluto',
    fontColor: BLACK,
    fontShadowColor: WHITE,
    fontStrokeColor: WHITE,
    activeFontColor: RED,
    fontFamily: 'font-9',
    size: 'Medium',
    weight: 'Bold',
    upperCase: true,
    italic: true,
  },
];

export function themeById(id: ThemeId): Theme {
  const theme = THEMES.find((t) => t.id === id);
  if (!theme) throw new Error(`unknown theme ${id}`);
  return theme;
}

/** The background tracks served at /sounds/{track}.mp3 (spec section 7). */
export const MUSIC_TRACKS = [
  'adventure',
  'breakbeat',
  'chill',
  'inspiring',
  'instrument',
  'movement',
  'upbeat',
] as const;
export const musicTrackSchema = z.enum(MUSIC_TRACKS);
export type MusicTrack = z.infer<typeof musicTrackSchema>;
/** `custom` selects the track the user uploaded to the project. */
export const CUSTOM_MUSIC = 'custom';
export const bgMusicSchema = z.union([musicTrackSchema, z.literal(CUSTOM_MUSIC)]);
export type BgMusic = z.infer<typeof bgMusicSchema>;
/** `GET /api/projects/{id}/music/status`: whether the project has its own track yet. */
export const ownMusicStatusSchema = z.object({ uploaded: z.boolean() });
export type OwnMusicStatus = z.infer<typeof ownMusicStatusSchema>;
