import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { authMessages } from './auth-messages.ts';
import { parsePastedOtp } from './otp-code.ts';

interface OtpInputProps {
  value: readonly string[];
  onChange: (chars: string[]) => void;
  /** Called with 'Invalid OTP' when a paste does not hold six characters. */
  onInvalidPaste: (message: string) => void;
  /**
   * The code is being checked: the boxes take no typing or paste but keep focus (read-only rather
   * than disabled, which would drop the focus of someone who pressed Enter in the last box).
   */
  locked?: boolean;
}

/** Six one-character boxes: typing moves on, Backspace in an empty box moves back, paste fills all. */
export function OtpInput({ value, onChange, onInvalidPaste, locked = false }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(value.length - 1, index))];
    box?.focus();
    box?.select();
  };

  const setChar = (index: number, raw: string) => {
    // A box that already holds a character keeps only the newest one typed.
    const char = Array.from(raw).at(-1) ?? '';
    const next = [...value];
    next[index] = char;
    onChange(next);
    if (char) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < value.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (locked) return;
    const chars = parsePastedOtp(event.clipboardData.getData('text'));
    if (!chars) {
      onInvalidPaste(authMessages.invalidOtp);
      return;
    }
    onChange(chars);
    focusBox(chars.length - 1);
  };

  return (
    <div className="otp-boxes" role="group" aria-label="One-time code">
      {value.map((char, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="otp-box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Character ${index + 1} of ${value.length}`}
          value={char}
          readOnly={locked}
          onChange={(e) => setChar(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
