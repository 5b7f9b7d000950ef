import { OTP_LENGTH } from '@wordreel/core';

/**
 * Spec section 5: a paste fills the boxes from the clipboard with its first space removed, taking the
 * first six characters; anything shorter is rejected ('Invalid OTP').
 */
export function parsePastedOtp(text: string): string[] | null {
  const chars = Array.from(text.replace(' ', '')).slice(0, OTP_LENGTH);
  return chars.length === OTP_LENGTH ? chars : null;
}

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

/** The code as typed, or null unless every box holds a character. */
export function completeOtp(chars: readonly string[]): string | null {
  const code = chars.join('');
  return chars.length === OTP_LENGTH && chars.every((c) => c.length === 1) ? code : null;
}

/** 60 -> "01:00", 5 -> "00:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
