import type { InputHTMLAttributes } from 'react';

interface FileButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: string;
}

/**
 * A file input that looks like our buttons instead of the browser's bare "Choose File". The input stays
 * in the label (so it keeps its name, focus and keyboard) and is drawn invisibly behind the button face.
 */
export function FileButton({ label, disabled, ...input }: FileButtonProps) {
  return (
    <label className="btn btn-secondary btn-sm file-button" aria-disabled={disabled}>
      {label}
      <input {...input} type="file" disabled={disabled} />
    </label>
  );
}
