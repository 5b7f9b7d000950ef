export interface SelectOption {
  value: string;
  label: string;
}

interface LabelledSelectProps {
  id: string;
  label: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The wrapper's class (how the field sits in its form or toolbar). */
  className: string;
}

/** A select with its label above it, the value kept by the caller. */
export function LabelledSelect({
  id,
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: LabelledSelectProps) {
  return (
    <div className={className}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
