import { describe, expect, it } from 'vitest';
import { DEFAULT_EMPHASIS } from '../captions/emphasis.ts';
import { styleToPayload } from './export-payload.ts';
import { payloadWithSavedLook, savedLookOf } from './saved-styles.ts';
import { DEFAULT_STYLE } from './style-settings.ts';
import { FONT_SIZES } from './themes.ts';

const PROJECT = 'a'.repeat(32);

describe('payloadWithSavedLook', () => {
  const look = savedLookOf({ ...DEFAULT_STYLE, fontColor: '#FF00FF', size: 'XLarge', bgMusicActive: true });
  const emphasis = {
    ...DEFAULT_EMPHASIS,
    breaks: [{ wordId: 'w2', kind: 'join' as const }],
    words: [{ wordId: 'w1', bold: true }],
    emojiPicks: [{ wordId: 'w3', emoji: null }],
  };

  it('puts the look on and keeps the project’s frame, caption track and word choices', () => {
    const project = styleToPayload({ ...DEFAULT_STYLE, captionTrack: 'es', emphasis }, PROJECT, {
      orientation: 'square',
    });
    const styled = payloadWithSavedLook(project, look);
    expect(styled).toMatchObject({
      videoFileName: `${PROJECT}.mp4`,
      fontColor: '#FF00FF',
      fontSize: FONT_SIZES.XLarge,
      bgMusicActive: true,
      videoOrientation: 'square',
      captionTrack: 'es',
      captionEmphasis: { breaks: emphasis.breaks, words: emphasis.words, emojiPicks: emphasis.emojiPicks },
    });
  });

  it('leaves the frame out when the project’s payload has none (the project’s own then decides)', () => {
    const { videoOrientation: _frame, ...frameless } = styleToPayload(DEFAULT_STYLE, PROJECT);
    expect(payloadWithSavedLook(frameless, look)).not.toHaveProperty('videoOrientation');
  });
});
