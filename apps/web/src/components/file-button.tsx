import type { InputHTMLAttributes } from 'react';

interface FileButtonProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'disabled'
> {
  label: string;
  /** A chosen file is being handled: the button says so and opens no picker until it is done. */
  busy?: boolean;
}

/**
 * A file input that looks like our buttons instead of the browser's bare "Choose File". The input stays
 * in the label (so it keeps its name, focus and keyboard) and is drawn invisibly behind the button face.
 * While busy it is aria-disabled rather than disabled, for the reason BusyButton gives: a disabled
 * input drops the keyboard focus of the creator who just chose a file.
 */
export function FileButton({ label, busy = false, onClick, onChange, ...input }: FileButtonProps) {
  return (
    <label className="btn btn-secondary btn-sm file-button" aria-disabled={busy || undefined}>
      {label}
      <input
        {...input}
        type="file"
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
          else onClick?.(event);
        }}
        // A file dropped on the input while busy is not taken either.
        onChange={(event) => {
          if (busy) event.currentTarget.value = '';
          else onChange?.(event);
        }}
      />
    </label>
  );
}
