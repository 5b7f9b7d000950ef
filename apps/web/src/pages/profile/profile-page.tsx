import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { AppPageHeader } from '../../components/layout/layouts.tsx';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth.tsx';
import { usersApi } from '../../lib/users-api.ts';
import { VocabularyCard } from '../../features/vocabulary/vocabulary-card.tsx';
import { MailPreferencesCard } from './mail-preferences-card.tsx';
import { PasswordChangeCard } from './password-change-card.tsx';
import { useSignOut } from './use-sign-out.ts';
import './profile-page.css';

const METHOD_LABELS = { email: 'Email and password', google: 'Google', github: 'GitHub' } as const;

export function ProfilePage() {
  const { user, clearUser } = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      const { message } = await usersApi.deleteAccount();
      clearUser();
      toast.show(message, 'success');
      await navigate('/login');
    } catch (err) {
      toast.show(parseError(err), 'error');
      setDeleting(false);
      setConfirmOpen(false);
    }
  };

  return (
    <div className="profile-page">
      <AppPageHeader title="Profile">
        <button type="button" className="btn btn-secondary" onClick={signOut}>
          Logout
        </button>
      </AppPageHeader>

      <section className="card profile-identity" aria-labelledby="profile-name">
        <div className="profile-avatar" aria-hidden="true">
          {(user.name || user.email).slice(0, 1).toUpperCase()}
        </div>
        <div>
          <h2 id="profile-name">{user.name || user.email}</h2>
          <p className="muted">{user.email}</p>
        </div>
      </section>

      <section className="card profile-section" aria-labelledby="profile-method">
        <h2 id="profile-method">Sign in Method</h2>
        <dl className="profile-facts">
          <div>
            <dt>Method</dt>
            <dd>{METHOD_LABELS[user.signInMethod]}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
      </section>

      {/* Social sign-in accounts have no password to change (they can set one through a reset). */}
      {user.signInMethod === 'email' && <PasswordChangeCard />}

      <section className="card profile-section" aria-labelledby="profile-subscription">
        <h2 id="profile-subscription">Subscription</h2>
        <p>
          <span className="profile-status">Inactive Subscription</span>
        </p>
        <p className="muted">
          You are on the free plan, which already has everything the paid plans list: you pay only for the
          credits your captions and exports use.
        </p>
        <Link to="/pricing" className="btn btn-primary">
          Subscribe
        </Link>
      </section>

      <VocabularyCard />

      <MailPreferencesCard />

      <section className="card profile-section" aria-labelledby="profile-actions">
        <h2 id="profile-actions">Account Actions</h2>
        <p className="muted">
          Log out of this device, or delete your account with all its projects, videos, captions and API keys.
          Deleting cannot be undone.
        </p>
        <div className="profile-buttons">
          <button type="button" className="btn btn-secondary" onClick={signOut}>
            Log out
          </button>
          <button type="button" className="btn btn-danger" onClick={() => setConfirmOpen(true)}>
            Delete Account
          </button>
        </div>
      </section>

      <ConfirmDialog
        open={confirmOpen}
        title="Delete your account?"
        confirmLabel={deleting ? 'Deleting...' : 'Delete my account'}
        danger
        busy={deleting}
        onConfirm={deleteAccount}
        onCancel={() => setConfirmOpen(false)}
      >
        <p>
          This permanently deletes <strong>{user.email}</strong> with all your projects, videos, captions,
          renders and API keys.
        </p>
      </ConfirmDialog>
    </div>
  );
}
