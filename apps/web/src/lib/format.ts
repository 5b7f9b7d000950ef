const KB = 1024;
const MB = 1024 * 1024;

/** Cuts (never rounds up) to two decimals, so 1,048,575 bytes read 1023.99 KB, not 1024.00 KB. */
function twoDecimals(value: number): string {
  return (Math.floor(value * 100) / 100).toFixed(2);
}

/** Spec section 9: bytes below 1 KB, KB with 2 decimals below 1 MB, otherwise MB (2 decimals). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < KB) return `${Math.floor(bytes)} bytes`;
  if (bytes < MB) return `${twoDecimals(bytes / KB)} KB`;
  return `${twoDecimals(bytes / MB)} MB`;
}

/** Spec section 9: durations read hh:mm:ss (whole seconds, cut); unknown durations read --:--:--. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return '--:--:--';
  }
  const whole = Math.floor(seconds);
  const hh = Math.floor(whole / 3600);
  const mm = Math.floor((whole % 3600) / 60);
  const ss = whole % 60;
  return [hh, mm, ss].map((n) => String(n).padStart(2, '0')).join(':');
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the account pages show it: "Nov 30, 2026, 10:52 AM" (an ISO string, epoch ms or Date). */
export function formatDateTime(value: string | number | Date): string {
  return DATE_TIME.format(typeof value === 'string' ? new Date(value) : value);
}
