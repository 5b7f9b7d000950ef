import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { storePendingEmail } from '../../lib/local-user.ts';
import { usersApi } from '../../lib/users-api.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';
import { FormSubmit } from './form-submit.tsx';
import { authMessages, messageForError } from './auth-messages.ts';
import { validateForgotPassword } from './auth-validation.ts';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateForgotPassword(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { message } = await usersApi.requestResetCode(email.trim());
      storePendingEmail(email.trim().toLowerCase());
      toast.show(message, 'success');
      await navigate('/otp/reset');
    } catch (err) {
      const reason = messageForError(err, { 404: 'User not found' }, 'Invalid email address', '');
      setError(`${authMessages.resetLinkFailed}${reason ? ` ${reason}` : ''}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Forgot your password?" lead="Enter your e-mail and we will send you a code to reset it.">
      <form noValidate onSubmit={onSubmit}>
        <EmailField id="forgot-email" value={email} onChange={setEmail} />
        <FormSubmit error={error} busy={busy} label="Request Password Reset" busyLabel="Sending code..." />
      </form>
      <p className="auth-footer">
        <Link to="/login">Back to login</Link>
      </p>
    </AuthCard>
  );
}
