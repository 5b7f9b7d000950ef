import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth.tsx';
import { returnPath } from '../../lib/local-user.ts';
import { usersApi } from '../../lib/users-api.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';
import { FormSubmit } from './form-submit.tsx';
import { messageForError } from './auth-messages.ts';
import { oauthErrorMessage } from './oauth-error.ts';
import { validateCredentials } from './auth-validation.ts';
import { PasswordInput } from './password-input.tsx';
import { SocialButtons } from './social-buttons.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { setUser } = useCurrentUser();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A failed social sign-in comes back here as ?error=...
  const [error, setError] = useState<string | null>(() => oauthErrorMessage(params.get('error')));
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCredentials(email, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { user } = await usersApi.login(email.trim(), password);
      setUser(user);
      // Back to the page that asked for a login (a studio link opened while signed out), else the dashboard.
      await navigate(returnPath(location.state), { replace: true });
    } catch (err) {
      setError(messageForError(err, { 404: 'User not found' }, 'Invalid credentials'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Welcome back" lead="Log in to caption, style and export your videos.">
      <SocialButtons verb="Log in" />
      <form noValidate onSubmit={onSubmit}>
        <EmailField id="login-email" value={email} onChange={setEmail} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="auth-row">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <FormSubmit error={error} busy={busy} label="Log In" busyLabel="Logging in..." />
      </form>
      <p className="auth-footer">
        New to Wordreel? <Link to="/signup">Sign up for free</Link>
      </p>
    </AuthCard>
  );
}
