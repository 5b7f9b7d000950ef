import { FormError } from './auth-card.tsx';
import { BusyButton } from '../../components/busy-button.tsx';

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
      <BusyButton type="submit" className="btn btn-primary btn-block btn-lg" busy={busy}>
        {busy ? busyLabel : label}
      </BusyButton>
    </>
  );
}
