/**
 * m:ss of a time or length in seconds (minutes are not padded and may pass 59; seconds are whole,
 * rounded down, so a player's label never runs ahead). Unknown or negative times read 0:00.
 */
export function minutesAndSeconds(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
