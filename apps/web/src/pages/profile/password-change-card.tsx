import { type FormEvent, useState } from 'react';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { usersApi } from '../../lib/users-api.ts';
import { FormError } from '../auth/auth-card.tsx';
import { validateChangePassword } from '../auth/auth-validation.ts';
import { NewPasswordFields, PasswordInput, ShowPasswordsToggle } from '../auth/password-input.tsx';
import { BusyButton } from '../../components/busy-button.tsx';

/** Profile: a new password, proven by the current one; the server signs the other devices out. */
export function PasswordChangeCard() {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateChangePassword(current, next, confirm);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { message } = await usersApi.changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setVisible(false);
      toast.show(message, 'success');
    } catch (err) {
      // The typed passwords stay, so a wrong current one is fixed without typing the new one again.
      setError(parseError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-section" aria-labelledby="profile-password">
      <h2 id="profile-password">Password</h2>
      <form className="password-change-form" noValidate onSubmit={onSubmit}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          visible={visible}
          noToggle
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordFields
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          hint="Use at least 8 characters and 1 number. Your other devices will be signed out."
          visible={visible}
          password={next}
          confirm={confirm}
          onPassword={setNext}
          onConfirm={setConfirm}
        />
        <ShowPasswordsToggle checked={visible} onChange={setVisible} />
        <FormError message={error} />
        <BusyButton type="submit" className="btn btn-primary" busy={busy}>
          {busy ? 'Changing...' : 'Change password'}
        </BusyButton>
      </form>
    </section>
  );
}
