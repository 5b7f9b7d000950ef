import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/layout/page-title.ts';
import './auth.css';

/** The centred card every account screen sits in. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="auth-page container">
      <div className="auth-card card">
        <h1>{title}</h1>
        {lead && <p className="auth-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** The inline message under a form; role=alert so screen readers hear a new error at once. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p className="form-message form-message-error" role="alert">
      {message ?? ''}
    </p>
  );
}

export function OrDivider() {
  return (
    <p className="auth-divider">
      <span>or</span>
    </p>
  );
}
