import { OTP_RESEND_SECONDS } from '@wordreel/core';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { useCurrentUser } from '../../lib/auth.tsx';
import { readStoredUser, setPendingPassword, takePendingPassword } from '../../lib/local-user.ts';
import { usersApi } from '../../lib/users-api.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { AuthCard } from './auth-card.tsx';
import { FormSubmit } from './form-submit.tsx';
import { authMessages, messageForError } from './auth-messages.ts';
import { completeOtp, emptyOtp, formatCountdown } from './otp-code.ts';
import { OtpInput } from './otp-input.tsx';
import { useCountdown } from './use-countdown.ts';

type OtpType = 'register' | 'reset';

/** /otp/register and /otp/reset: verify the mailed code for the e-mail kept in local storage. */
export function OtpPage() {
  const { type } = useParams();
  const [email] = useState(() => readStoredUser()?.email ?? null);
  if (type !== 'register' && type !== 'reset') return <NotFoundPage />;
  if (!email) return <Navigate to="/login" replace />;
  return <OtpForm type={type} email={email} />;
}

function OtpForm({ type, email }: { type: OtpType; email: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { setUser } = useCurrentUser();
  const { seconds, restart } = useCountdown(OTP_RESEND_SECONDS);
  const [chars, setChars] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finishRegistration = async () => {
    const password = takePendingPassword();
    if (!password) {
      // The password is kept for this tab only; in another tab (or without storage) the user types it again.
      toast.show(authMessages.signUpAgain, 'error');
      await navigate('/signup');
      return;
    }
    try {
      const { user } = await usersApi.register(email, password);
      setPendingPassword(null);
      setUser(user);
      await navigate('/project');
    } catch (err) {
      setError(
        messageForError(
          err,
          { 400: 'User already exists', 404: 'User not found' },
          'Invalid Data! try again later',
          authMessages.signUpFailed,
        ),
      );
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = completeOtp(chars);
    if (!code) {
      setError(authMessages.enterValidOtp);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (type === 'register' && !takePendingPassword()) {
        await finishRegistration();
        return;
      }
      await usersApi.validateCode(email, code);
    } catch (err) {
      setError(messageForError(err, { 404: 'User not found' }, 'Invalid OTP', authMessages.verifyFailed));
      setBusy(false);
      return;
    }
    if (type === 'register') await finishRegistration();
    else await navigate('/reset-password');
    setBusy(false);
  };

  const resend = async () => {
    setError(null);
    // Spec section 4: pressing Resend restarts the countdown at 60, whatever the answer.
    restart();
    try {
      const { message } =
        type === 'register'
          ? await usersApi.requestRegisterCode(email)
          : await usersApi.requestResetCode(email);
      setChars(emptyOtp());
      toast.show(message, 'success');
    } catch (err) {
      setError(
        messageForError(err, { 404: 'User not found', 409: 'User already exists' }, 'Invalid credentials'),
      );
    }
  };

  return (
    <AuthCard
      title={type === 'register' ? 'Verify your e-mail' : 'Enter your reset code'}
      lead={
        <>
          We sent a 6-digit code to <strong className="otp-email">{email}</strong>.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        <OtpInput value={chars} onChange={setChars} onInvalidPaste={setError} locked={busy} />
        <FormSubmit error={error} busy={busy} label="Verify OTP" busyLabel="Verifying..." />
      </form>
      <div className="otp-timer">
        <p className="muted" aria-live="off">
          {seconds > 0 ? 'Resend available in ' : 'You can request a new code now '}
          <time aria-label={`${seconds} seconds`}>{formatCountdown(seconds)}</time>
        </p>
        <button type="button" className="btn btn-secondary" disabled={seconds > 0} onClick={resend}>
          Resend OTP
        </button>
      </div>
    </AuthCard>
  );
}
