import { NUDGE_FRAME_MS, NUDGE_LARGE_MS } from '@wordreel/core/captions/review';
import { SEEK_LONG_STEP_S, SEEK_STEP_S } from './player/player-settings.ts';
import { playerKeyLabel as keys } from './player/studio-keys.ts';

/** The studio's keys, from the constants the handlers use (player/studio-keys.ts, tabs/word-review-bar.tsx). */
const SHORTCUTS: [keys: string, action: string][] = [
  [keys('togglePlay'), 'Play or pause'],
  [`${keys('back')} / ${keys('forward')}`, `${SEEK_STEP_S} s back / forward`],
  [`${keys('backLong')} / ${keys('forwardLong')}`, `${SEEK_LONG_STEP_S} s back / forward`],
  [keys('fullscreen'), 'Full screen'],
  [keys('mute'), 'Mute'],
  ['F8 / Shift+F8', 'Next / previous unsure word (Captions)'],
  [
    'Alt+← / →',
    `Move a word’s start ${NUDGE_FRAME_MS} ms; with Shift its end, with Ctrl ${NUDGE_LARGE_MS} ms`,
  ],
  ['Delete or Backspace', 'Cut the selected words (Edit)'],
];

/** A closed list of the keys under the preview: found when wanted, out of the way otherwise. */
export function StudioShortcuts() {
  return (
    <details className="studio-shortcuts">
      <summary>Keyboard shortcuts</summary>
      <dl>
        {SHORTCUTS.map(([keys, action]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
