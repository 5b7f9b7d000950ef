import { MAIL_TOPIC_LABELS, MAIL_TOPICS, type MailTopic } from '@wordreel/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title.ts';
import { parseError } from '../../lib/api.ts';
import { usersApi } from '../../lib/users-api.ts';
import './unsubscribe-page.css';
import { BusyButton } from '../../components/busy-button.tsx';
import { useFocusAfterGone } from '../../components/hand-focus-on.ts';
import { LiveRegion } from '../../components/live-region.tsx';

type Outcome = { kind: 'done' | 'error'; message: string } | null;

/**
 * Where an optional mail's "stop these emails" link leads (decision 076). Nothing changes until the
 * reader presses the button: mail scanners open links, and must not unsubscribe anyone by doing so.
 * No sign-in needed; the link's token is the credential.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const topic: MailTopic | undefined = MAIL_TOPICS.find((t) => t === params.get('topic'));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // "Stop these emails" goes once it has worked: the focus goes on to the link that is left.
  const { controlRef: stopRef, targetRef: profileRef } = useFocusAfterGone<HTMLAnchorElement>();
  const mails = topic ? MAIL_TOPIC_LABELS[topic].mails : 'the emails this link came with';

  const stop = async () => {
    setBusy(true);
    try {
      setOutcome({ kind: 'done', message: (await usersApi.unsubscribe(token)).message });
    } catch (err) {
      setOutcome({ kind: 'error', message: parseError(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="unsubscribe container">
      <div className="card unsubscribe-card">
        <h1>Unsubscribe</h1>
        {!token ? (
          <p role="alert">
            This unsubscribe link is incomplete. You can turn these emails off on your{' '}
            <Link to="/profile">profile page</Link>.
          </p>
        ) : (
          <>
            {/* In the page before the answer, so the answer is said. */}
            <LiveRegion as="p">{outcome?.kind === 'done' && outcome.message}</LiveRegion>
            {outcome?.kind === 'done' ? (
              <Link className="btn btn-secondary" to="/profile" ref={profileRef}>
                Go to your profile
              </Link>
            ) : (
              <>
                <p>
                  Stop {mails}?{topic && <> These are sent {MAIL_TOPIC_LABELS[topic].covers}.</>}
                </p>
                <p className="muted">Sign-in codes and password resets are always sent.</p>
                <p className="form-message form-message-error" role="alert">
                  {outcome?.kind === 'error' ? outcome.message : ''}
                </p>
                <BusyButton ref={stopRef} className="btn btn-primary" busy={busy} onClick={() => void stop()}>
                  {busy ? 'Stopping…' : 'Stop these emails'}
                </BusyButton>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
