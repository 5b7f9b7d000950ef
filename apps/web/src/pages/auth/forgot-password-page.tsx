import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { storePendingEmail } from '../../lib/local-user.ts';
import { usersApi } from '../../lib/users-api.ts';
import { AuthCard, FormError } from './auth-card.tsx';
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
        <div className="field">
          <label className="field-label" htmlFor="forgot-email">
            Email
          </label>
          <input
            id="forgot-email"
            className="field-input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
          {busy ? 'Sending code...' : 'Request Password Reset'}
        </button>
      </form>
      <p className="auth-footer">
        <Link to="/login">Back to login</Link>
      </p>
    </AuthCard>
  );
}
