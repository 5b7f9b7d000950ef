import { useId, useState, type InputHTMLAttributes } from 'react';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
  /** Controlled visibility for forms where one toggle serves two fields. */
  visible?: boolean;
  /** Hides this field's own toggle (the form shows a shared one). */
  noToggle?: boolean;
}

/** A labelled password field with a show/hide button. */
export function PasswordInput({ label, hint, visible, noToggle, id, ...input }: PasswordInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="input-with-action">
        <input
          {...input}
          id={inputId}
          className="field-input"
          type={shown ? 'text' : 'password'}
          aria-describedby={hint ? hintId : undefined}
        />
        {!noToggle && (
          <button
            type="button"
            className="btn btn-secondary btn-sm password-toggle"
            aria-controls={inputId}
            aria-pressed={shown}
            aria-label={shown ? 'Hide password' : 'Show password'}
            onClick={() => setOwnVisible((v) => !v)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** One "Show passwords" switch for a form whose password fields share it (`visible`, `noToggle`). */
export function ShowPasswordsToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="shared-toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Show passwords
    </label>
  );
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  hint: string;
  /** The form's "Show passwords" switch. */
  visible: boolean;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/** A new password typed twice (reset, profile change), shown or hidden by the form's one switch. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { labels, hint, visible, password, confirm, onPassword, onConfirm } = props;
  return (
    <>
      <PasswordInput
        label={labels.password}
        autoComplete="new-password"
        hint={hint}
        visible={visible}
        noToggle
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <PasswordInput
        label={labels.confirm}
        autoComplete="new-password"
        visible={visible}
        noToggle
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
