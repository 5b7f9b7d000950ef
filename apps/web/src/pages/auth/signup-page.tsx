import { SIGNUP_CREDITS } from '@wordreel/core/offer';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { setPendingPassword, storePendingEmail } from '../../lib/local-user.ts';
import { usersApi } from '../../lib/users-api.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';
import { FormSubmit } from './form-submit.tsx';
import { messageForError } from './auth-messages.ts';
import { validateSignUp } from './auth-validation.ts';
import { PasswordInput } from './password-input.tsx';
import { SocialButtons } from './social-buttons.tsx';

/** E-mail sign-up, step 1: ask for a code, then /otp/register verifies it and creates the account. */
export function SignupPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSignUp(email, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { message } = await usersApi.requestRegisterCode(email.trim());
      storePendingEmail(email.trim().toLowerCase());
      setPendingPassword(password);
      toast.show(message, 'success');
      await navigate('/otp/register');
    } catch (err) {
      setError(
        messageForError(err, { 404: 'User not found', 409: 'User already exists' }, 'Invalid credentials'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Create your account" lead="Captions, music and titles for your shorts in minutes.">
      <p className="auth-offer">
        <span>
          Start with <strong>{SIGNUP_CREDITS} free credits</strong>. No credit card needed.
        </span>
      </p>
      <SocialButtons verb="Sign up" />
      <form noValidate onSubmit={onSubmit}>
        <EmailField id="signup-email" value={email} onChange={setEmail} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          hint="Use at least 8 characters and 1 number."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormSubmit error={error} busy={busy} label="Create Account" busyLabel="Sending code..." />
      </form>
      <p className="auth-legal">
        By creating an account you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <p className="auth-footer">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </AuthCard>
  );
}
