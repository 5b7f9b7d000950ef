import { MAIL_TOPIC_LABELS, type MailPreferences } from '@wordreel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { parseError } from '../../lib/api.ts';
import { usersApi } from '../../lib/users-api.ts';

const QUERY_KEY = ['mail-preferences'];
const { title, covers } = MAIL_TOPIC_LABELS.apiKeyNotices;

/**
 * Profile: the optional mails, each a checkbox saved as it is ticked (decision 076). The box shows the
 * choice at once and then the server's answer, so a failed save puts it back and says why inline.
 */
export function MailPreferencesCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: QUERY_KEY, queryFn: usersApi.mailPreferences });
  const save = useMutation({
    mutationFn: usersApi.setMailPreferences,
    onSuccess: (saved: MailPreferences) => queryClient.setQueryData(QUERY_KEY, saved),
  });
  // The choice being saved, shown from the click on (the mutation's own state arrives a render later,
  // and a controlled box would flick back meanwhile); null once the server has answered.
  const [saving, setSaving] = useState<boolean | null>(null);
  const checked = saving ?? preferences.data?.apiKeyNotices;
  const problem = preferences.error ?? save.error;

  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Emails</h2>
      <div className="mail-preference">
        <input
          id={`${id}-api-keys`}
          type="checkbox"
          checked={checked ?? false}
          // Not disabled while a save runs: that would drop a keyboard user's focus to the page.
          disabled={checked === undefined}
          aria-busy={saving !== null}
          aria-describedby={`${id}-covers`}
          onChange={(event) => {
            if (saving !== null) return;
            const apiKeyNotices = event.currentTarget.checked;
            setSaving(apiKeyNotices);
            save.mutate({ apiKeyNotices }, { onSettled: () => setSaving(null) });
          }}
        />
        <div>
          <label htmlFor={`${id}-api-keys`}>{title}</label>
          <p id={`${id}-covers`} className="muted">
            Sent {covers}.
          </p>
        </div>
      </div>
      <p className="muted">Sign-in codes and password resets are always sent.</p>
      <p className="form-message form-message-error" role="alert">
        {problem ? parseError(problem) : ''}
      </p>
      <p className="form-message form-message-success" role="status">
        {save.isSuccess ? (save.data.apiKeyNotices ? 'Turned on.' : 'Turned off.') : ''}
      </p>
    </section>
  );
}
