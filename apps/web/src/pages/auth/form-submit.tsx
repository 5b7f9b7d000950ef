import { FormError } from './auth-card.tsx';

/** The foot of an account form: the inline error, then the submit button that shows progress while busy. */
export function FormSubmit({
  error,
  busy,
  label,
  busyLabel,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormError message={error} />
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
