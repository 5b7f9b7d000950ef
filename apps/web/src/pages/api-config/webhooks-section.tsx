import {
  createWebhookEndpointBodySchema,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@wordreel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { webhooksApi } from './webhooks-api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { BusyButton } from '../../components/busy-button.tsx';
import { LiveRegion } from '../../components/live-region.tsx';

const endpointsKey = ['webhooks'] as const;

/** Webhook endpoints: add one (its signing secret is shown once), remove it, read its delivery log. */
export function WebhooksSection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const endpoints = useQuery({ queryKey: endpointsKey, queryFn: webhooksApi.list });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([
    'captions.ready',
    'render.done',
    'render.failed',
  ]);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookEndpointBodySchema.safeParse({ url, events });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the URL and events.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const created = await webhooksApi.create(parsed.data);
      setSecret(created.secret);
      setUrl('');
      void queryClient.invalidateQueries({ queryKey: endpointsKey });
      toast.show('Webhook endpoint added. Copy its signing secret now: it is shown only once.', 'success');
    } catch (err) {
      setError(parseError(err));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (type: WebhookEventType) =>
    setEvents((current) => (current.includes(type) ? current.filter((e) => e !== type) : [...current, type]));

  return (
    <section className="card api-section" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="muted">
        Signed POSTs (Standard Webhooks) when a project is created or deleted, its video is prepared, its
        captions are ready, an export finishes or fails, or a key nears or reaches its monthly limit; retried
        for about a day until your endpoint answers 2xx.
      </p>
      <form className="webhook-form" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label className="field-label" htmlFor="webhook-url">
            Endpoint URL
          </label>
          <input
            id="webhook-url"
            className="field-input"
            type="url"
            placeholder="https://example.com/wordreel-webhook"
            aria-invalid={error ? true : undefined}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <fieldset className="webhook-events">
          <legend className="field-label">Events</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="webhook-event">
              <input type="checkbox" checked={events.includes(type)} onChange={() => toggle(type)} />
              <code>{type}</code>
            </label>
          ))}
        </fieldset>
        <p className="form-message form-message-error" role="alert">
          {error ?? ''}
        </p>
        <BusyButton type="submit" className="btn btn-primary" busy={busy}>
          {busy ? 'Adding...' : 'Add endpoint'}
        </BusyButton>
      </form>
      <LiveRegion as="p" className="form-message form-message-warning">
        {secret && (
          <>
            Signing secret (shown once): <code data-testid="webhook-secret">{secret}</code>
          </>
        )}
      </LiveRegion>
      {endpoints.isError && (
        <p className="form-message form-message-error" role="alert">
          {parseError(endpoints.error)}
        </p>
      )}
      <ul className="webhook-list">
        {endpoints.data?.endpoints.map((endpoint) => (
          <EndpointItem key={endpoint.id} endpoint={endpoint} />
        ))}
      </ul>
    </section>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const log = useQuery({
    queryKey: ['webhook-deliveries', endpoint.id],
    queryFn: () => webhooksApi.deliveries(endpoint.id),
    enabled: open,
    refetchInterval: open ? 5000 : false,
  });
  const remove = async () => {
    try {
      await webhooksApi.remove(endpoint.id);
      void queryClient.invalidateQueries({ queryKey: endpointsKey });
      toast.show('Webhook endpoint removed', 'success');
    } catch (err) {
      toast.show(parseError(err), 'error');
    }
  };
  const sendTest = async () => {
    try {
      await webhooksApi.sendTest(endpoint.id);
      // Its delivery shows in the log below, which refreshes while open.
      setOpen(true);
      void queryClient.invalidateQueries({ queryKey: ['webhook-deliveries', endpoint.id] });
      toast.show('Test event sent: its delivery is in the log below.', 'success');
    } catch (err) {
      toast.show(parseError(err), 'error');
    }
  };
  const redeliver = async (id: string) => {
    try {
      await webhooksApi.redeliver(id);
      void log.refetch();
      toast.show('Sent again', 'success');
    } catch (err) {
      toast.show(parseError(err), 'error');
    }
  };
  return (
    <li className="webhook-item">
      <div className="webhook-item-head">
        <code className="webhook-url">{endpoint.url}</code>
        <span className="muted">{endpoint.events.join(', ')}</span>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? 'Hide deliveries' : 'Deliveries'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void sendTest()}>
          Send test event
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void remove()}>
          Remove
        </button>
      </div>
      {open && (
        <table className="webhook-log">
          <thead>
            <tr>
              <th>Event</th>
              <th>Status</th>
              <th>Response</th>
              <th>Attempts</th>
              <th>Time</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {log.data?.deliveries.length === 0 && (
              <tr>
                <td colSpan={6} className="muted">
                  Nothing sent yet.
                </td>
              </tr>
            )}
            {log.data?.deliveries.map((d) => (
              <tr key={d.id}>
                <td>
                  <code>{d.eventType}</code>
                </td>
                <td>{d.status}</td>
                <td title={d.error ?? undefined}>{d.responseStatus ?? d.error ?? '—'}</td>
                <td>{d.attempts}</td>
                <td>{formatDateTime(d.updatedAt)}</td>
                <td>
                  <button type="button" className="btn btn-secondary" onClick={() => void redeliver(d.id)}>
                    Redeliver
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
