/** Spec section 9 player constants. */
export const PLAYBACK_RATES = [0.5, 0.8, 1, 1.2, 1.5, 1.8, 2, 2.5, 3] as const;
export const CONTROLS_HIDE_MS = 2000;
export const BUFFERING_DELAY_MS = 300;
export const SEEK_STEP_S = 5;
/** J and L jump further, as in most video players. */
export const SEEK_LONG_STEP_S = 10;
/** Time updates reach the captions at least this often while playing. */
export const TIME_UPDATE_MS = 250;

const VOLUME_KEY = 'wordreel.player.volume';

/** The saved player volume (0..1), 1 when nothing valid is stored. */
export function readSavedVolume(storage: Pick<Storage, 'getItem'> = window.localStorage): number {
  const raw = storage.getItem(VOLUME_KEY);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 1;
}

export function saveVolume(volume: number, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  storage.setItem(VOLUME_KEY, String(Math.max(0, Math.min(1, volume))));
}

/** The spec's three fullscreen failures, as the toast says them. */
export const FULLSCREEN_ERRORS = {
  disallowed: 'Fullscreen is not allowed here.',
  unsupported: 'Your browser does not support fullscreen.',
  noElement: 'There is no player to show in fullscreen.',
} as const;

/** Enters or leaves fullscreen for `element`; resolves to an error message or null. */
export async function toggleFullscreen(element: HTMLElement | null): Promise<string | null> {
  if (!element) return FULLSCREEN_ERRORS.noElement;
  if (document.fullscreenElement) {
    await document.exitFullscreen();
    return null;
  }
  if (typeof element.requestFullscreen !== 'function') return FULLSCREEN_ERRORS.unsupported;
  if (!document.fullscreenEnabled) return FULLSCREEN_ERRORS.disallowed;
  try {
    await element.requestFullscreen();
    return null;
  } catch {
    return FULLSCREEN_ERRORS.disallowed;
  }
}
