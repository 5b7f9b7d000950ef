import type { ReactNode } from 'react';

interface StyleToggleProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** An on/off switch that shows or hides a part of the panel (read as a switch, not a checkbox). */
  asSwitch?: boolean;
}

/** A studio panel's checkbox with its label beside it, the value kept by the caller. */
export function StyleToggle({ label, checked, onChange, asSwitch }: StyleToggleProps) {
  return (
    <label className="style-toggle">
      <input
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {label}
    </label>
  );
}
