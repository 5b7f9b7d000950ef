import { z } from 'zod';
import {
  FONT_SIZES,
  bgMusicSchema,
  fontIdSchema,
  fontSizeNameSchema,
  fontWeightNameSchema,
  themeById,
  themeIdSchema,
  type Theme,
  type ThemeId,
} from './themes.ts';
import { storedColourSchema } from './colour.ts';
import { DEFAULT_EMPHASIS, captionEmphasisSchema } from '../captions/emphasis.ts';

export const X_POS = { min: 0, max: 100, default: 50 } as const;
export const Y_POS = { min: 0, max: 90, default: 72 } as const;
export const DEFAULT_BG_VOLUME = 0.3;
export const DEFAULT_BG_MUSIC = 'adventure';

/** The studio's style settings while editing (spec section 3, Style settings). */
export const styleSettingsSchema = z.object({
  themeId: themeIdSchema,
  fontFamily: fontIdSchema,
  upperCase: z.boolean(),
  italic: z.boolean(),
  weight: fontWeightNameSchema,
  size: fontSizeNameSchema,
  xPos: z.number().min(X_POS.min).max(X_POS.max),
  yPos: z.number().min(Y_POS.min).max(Y_POS.max),
  fontColor: storedColourSchema,
  fontShadowColor: storedColourSchema,
  fontStrokeColor: storedColourSchema,
  activeFontColor: storedColourSchema,
  bgMusic: bgMusicSchema,
  bgVolume: z.number().min(0).max(1),
  bgMusicActive: z.boolean(),
  /** Lower the music while someone speaks (timeline/music-duck.ts); absent: off, as before it existed. */
  bgMusicDuck: z.boolean().optional(),
  /** Paging, per-word looks, keyword highlight and emoji (captions/emphasis.ts). */
  emphasis: captionEmphasisSchema,
  /** The translated caption track drawn instead of the original captions (its id); null or absent: the original. */
  captionTrack: z.string().max(40).nullish(),
});
export type StyleSettings = z.infer<typeof styleSettingsSchema>;

/** Each theme's keyword highlight colour: one that stands apart from its text and active colours. */
export const THEME_HIGHLIGHT: Record<ThemeId, string> = {
  mercury: '#FFD400',
  venus: '#00E5FF',
  earth: '#FFD400',
  mars: '#FF6A00',
  jupiter: '#FFE600',
  saturn: '#0057FF',
  uranus: '#FFD400',
  neptune: '#00E5FF',
  pluto: '#7A00FF',
};

function themeFields(theme: Theme) {
  return {
    themeId: theme.id,
    fontFamily: theme.fontFamily,
    upperCase: theme.upperCase,
    italic: theme.italic,
    weight: theme.weight,
    size: theme.size,
    fontColor: theme.fontColor,
    fontShadowColor: theme.fontShadowColor,
    fontStrokeColor: theme.fontStrokeColor,
    activeFontColor: theme.activeFontColor,
  };
}

/** Mercury's look, centred at 72 % height, music off with the adventure track at 0.3, lowered under speech. */
export const DEFAULT_STYLE: StyleSettings = {
  ...themeFields(themeById('mercury')),
  xPos: X_POS.default,
  yPos: Y_POS.default,
  bgMusic: DEFAULT_BG_MUSIC,
  bgVolume: DEFAULT_BG_VOLUME,
  bgMusicActive: false,
  bgMusicDuck: true,
  emphasis: { ...DEFAULT_EMPHASIS, highlightColor: THEME_HIGHLIGHT.mercury },
};

/** Clicking a preset replaces every style field of the theme; position and music stay. */
export function applyTheme(style: StyleSettings, themeId: ThemeId): StyleSettings {
  return {
    ...style,
    ...themeFields(themeById(themeId)),
    emphasis: { ...style.emphasis, highlightColor: THEME_HIGHLIGHT[themeId] },
  };
}

export function fontSizePx(style: Pick<StyleSettings, 'size'>): number {
  return FONT_SIZES[style.size];
}
