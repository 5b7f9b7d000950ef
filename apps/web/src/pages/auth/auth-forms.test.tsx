import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/toast.tsx';
import { currentUserQueryKey } from '../../lib/auth.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { LoginPage } from './login-page.tsx';
import { OtpPage } from './otp-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SignupPage } from './signup-page.tsx';

/**
 * The account forms as the router shows them. The session and provider answers are put in the cache
 * up front, so nothing here talks to a server: every case stops at the form's own validation.
 */
function renderAt(
  path: string,
  element: ReactNode,
  routePath = path,
  providers = { google: false, github: false },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.setQueryData(['oauth-providers'], providers);
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const alertText = () => screen.getByRole('alert').textContent;

describe('account forms', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('should ask for all fields on sign-up and explain the password rule', () => {
    renderAt('/signup', <SignupPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(alertText()).toBe('Please enter all fields.');
    expect(screen.getByText('Use at least 8 characters and 1 number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(alertText()).toBe('Password must be at least 8 characters and contain at least 1 number.');
  });

  it('should show and hide the sign-up password', () => {
    renderAt('/signup', <SignupPage />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('should show no social sign-in (and no "or") when the server has none set up', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.queryByRole('link', { name: /with Google|with GitHub/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Google|GitHub/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('should show only the social sign-in the server has set up', () => {
    renderAt('/signup', <SignupPage />, '/signup', { google: false, github: true });
    expect(screen.getByRole('link', { name: 'Sign up with GitHub' }).getAttribute('href')).toContain(
      'github',
    );
    expect(screen.queryByRole('link', { name: 'Sign up with Google' })).toBeNull();
    expect(screen.getByText('or')).toBeTruthy();
  });

  it('should ask for all fields on login and show an OAuth error from the address', () => {
    renderAt('/login?error=access_denied', <LoginPage />, '/login');
    expect(alertText()).toContain('access_denied');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(alertText()).toBe('Please enter all fields.');
  });

  it('should ask for the e-mail on forgot password', () => {
    renderAt('/forgot-password', <ForgotPasswordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    expect(alertText()).toBe('Please enter your email address.');
  });

  it('should check both reset fields and that they match, with one shared toggle', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'ana@example.com' }));
    renderAt('/reset-password', <ResetPasswordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(alertText()).toBe('Please enter all fields');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'newpass123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'newpass124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(alertText()).toBe('Passwords do not match');
    fireEvent.click(screen.getByLabelText('Show passwords'));
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('text');
  });

  it('should refuse fewer than six characters and show the stored e-mail', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'ana@example.com' }));
    renderAt('/otp/reset', <OtpPage />, '/otp/:type');
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Character 1 of 6'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(alertText()).toBe('Please enter a valid OTP');
    expect(screen.getByText('01:00')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' }).disabled).toBe(true);
  });

  it('should send a visitor without a stored e-mail from the code screen to /login', () => {
    renderAt('/otp/register', <OtpPage />, '/otp/:type');
    expect(screen.getByText('login page')).toBeTruthy();
  });
});
