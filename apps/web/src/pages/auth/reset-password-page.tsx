import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { clearLocalStorage, readStoredUser } from '../../lib/local-user.ts';
import { parseError } from '../../lib/api.ts';
import { usersApi } from '../../lib/users-api.ts';
import { currentUserQueryKey } from '../../lib/auth.tsx';
import { AuthCard } from './auth-card.tsx';
import { FormSubmit } from './form-submit.tsx';
import { validateResetPassword } from './auth-validation.ts';
import { NewPasswordFields, ShowPasswordsToggle } from './password-input.tsx';

/** Last step of the reset: the code was verified on /otp/reset (the server holds that grant). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [email] = useState(() => readStoredUser()?.email ?? null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!email) return <Navigate to="/forgot-password" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateResetPassword(password, confirm);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { message } = await usersApi.resetPassword(email, password);
      clearLocalStorage();
      queryClient.setQueryData(currentUserQueryKey, null);
      toast.show(message, 'success');
      await navigate('/login');
    } catch (err) {
      setError(parseError(err));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset your password" lead={`Choose a new password for ${email}.`}>
      <form noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          labels={{ password: 'New password', confirm: 'Confirm password' }}
          hint="Use at least 8 characters and 1 number."
          visible={visible}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <ShowPasswordsToggle checked={visible} onChange={setVisible} />
        <FormSubmit error={error} busy={busy} label="Reset Password" busyLabel="Saving..." />
      </form>
      <p className="auth-footer">
        <Link to="/login">Back to login</Link>
      </p>
    </AuthCard>
  );
}
