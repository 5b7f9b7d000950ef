import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CreateWebhookEndpointBody,
  type CreatedWebhookEndpoint,
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  WEBHOOK_TEST_EVENT,
  webhookDeliveryEventTypeSchema,
  webhookEventTypeSchema,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { resolvePublicAddresses, WebhookAddressError } from './webhook-address.ts';
import type { WebhookDeliveryTable, WebhookEndpointTable } from './webhooks.tables.ts';

export const WEBHOOK_NOT_FOUND = 'Webhook endpoint not found';
export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';
/** How many deliveries the log shows per endpoint (newest first). */
export const DELIVERY_LOG_SIZE = 50;

type WebhooksContext = Pick<AppContext, 'db' | 'config' | 'jobs' | 'log'>;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function toEndpoint(row: WebhookEndpointTable): WebhookEndpoint {
  const events = (JSON.parse(row.events) as unknown[]).filter(
    (e): e is WebhookEventType => webhookEventTypeSchema.safeParse(e).success,
  );
  return { id: row.id, url: row.url, events, description: row.description, createdAt: iso(row.createdAt) };
}

function toDelivery(row: WebhookDeliveryTable): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: webhookDeliveryEventTypeSchema.catch('project.ready').parse(row.eventType),
    status: row.status,
    attempts: Number(row.attempts),
    responseStatus: row.responseStatus === null ? null : Number(row.responseStatus),
    error: row.error,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export async function createEndpoint(
  ctx: WebhooksContext,
  userId: string,
  body: CreateWebhookEndpointBody,
): Promise<CreatedWebhookEndpoint> {
  const url = new URL(body.url);
  if (url.username || url.password) {
    throw new AppError('BAD_REQUEST', 'Leave user names and passwords out of the URL.', {
      details: [{ path: 'url', message: 'Leave user names and passwords out of the URL.' }],
    });
  }
  try {
    await resolvePublicAddresses(url.hostname, ctx.config.WEBHOOK_ALLOW_PRIVATE);
  } catch (error) {
    if (!(error instanceof WebhookAddressError)) throw error;
    throw new AppError('BAD_REQUEST', error.message, { details: [{ path: 'url', message: error.message }] });
  }
  const { count } = await ctx.db
    .selectFrom('webhookEndpoint')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new AppError(
      'CONFLICT',
      `You can have up to ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; remove one first.`,
    );
  }
  const row: WebhookEndpointTable = {
    id: randomUUID(),
    userId,
    url: url.toString(),
    secret: newSecret(),
    events: JSON.stringify([...new Set(body.events)]),
    description: body.description || null,
    createdAt: Date.now(),
  };
  await ctx.db.insertInto('webhookEndpoint').values(row).execute();
  return { ...toEndpoint(row), secret: row.secret };
}

export async function listEndpoints(ctx: WebhooksContext, userId: string): Promise<WebhookEndpoint[]> {
  const rows = await ctx.db
    .selectFrom('webhookEndpoint')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'asc')
    .execute();
  return rows.map(toEndpoint);
}

async function ownEndpoint(ctx: WebhooksContext, userId: string, id: string): Promise<WebhookEndpointTable> {
  const row = await ctx.db
    .selectFrom('webhookEndpoint')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND);
  return row;
}

/**
 * Removes every endpoint of the user (the account is being deleted): first, so deleting its projects
 * afterwards queues no `project.deleted` deliveries that the account's removal would cut off midway.
 */
export async function deleteEndpointsOfUser(ctx: Pick<WebhooksContext, 'db'>, userId: string): Promise<void> {
  await ctx.db.deleteFrom('webhookDelivery').where('userId', '=', userId).execute();
  await ctx.db.deleteFrom('webhookEndpoint').where('userId', '=', userId).execute();
}

export async function deleteEndpoint(ctx: WebhooksContext, userId: string, id: string): Promise<void> {
  await ownEndpoint(ctx, userId, id);
  // Deliveries go with it (foreign key cascade); a queued attempt finds nothing and stops.
  await ctx.db.deleteFrom('webhookDelivery').where('endpointId', '=', id).execute();
  await ctx.db.deleteFrom('webhookEndpoint').where('id', '=', id).execute();
}

export async function listDeliveries(
  ctx: WebhooksContext,
  userId: string,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  await ownEndpoint(ctx, userId, endpointId);
  const rows = await ctx.db
    .selectFrom('webhookDelivery')
    .selectAll()
    .where('endpointId', '=', endpointId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(DELIVERY_LOG_SIZE)
    .execute();
  return rows.map(toDelivery);
}

async function queueDelivery(
  ctx: WebhooksContext,
  endpointId: string,
  userId: string,
  eventType: string,
  payload: string,
): Promise<WebhookDeliveryTable> {
  const now = Date.now();
  const row: WebhookDeliveryTable = {
    id: `msg_${randomBytes(16).toString('hex')}`,
    endpointId,
    userId,
    eventType,
    payload,
    status: 'pending',
    attempts: 0,
    responseStatus: null,
    error: null,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.insertInto('webhookDelivery').values(row).execute();
  await ctx.jobs.enqueue('webhook', { deliveryId: row.id }, { jobId: `webhook-${row.id}` });
  return row;
}

/** Sends a delivery's event again, as a new delivery (new `webhook-id`, a fresh set of attempts). */
export async function redeliver(
  ctx: WebhooksContext,
  userId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const old = await ctx.db
    .selectFrom('webhookDelivery')
    .selectAll()
    .where('id', '=', deliveryId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!old) throw new AppError('NOT_FOUND', DELIVERY_NOT_FOUND);
  return toDelivery(await queueDelivery(ctx, old.endpointId, userId, old.eventType, old.payload));
}

/** Queues a signed `webhook.test` event for one of the owner's endpoints, whatever it subscribed to. */
export async function sendTestEvent(
  ctx: WebhooksContext,
  userId: string,
  endpointId: string,
): Promise<WebhookDelivery> {
  await ownEndpoint(ctx, userId, endpointId);
  const payload = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { endpointId, message: 'A test event from Wordreel: this endpoint receives its webhooks.' },
  });
  return toDelivery(await queueDelivery(ctx, endpointId, userId, WEBHOOK_TEST_EVENT, payload));
}

/**
 * Queues `type` for every endpoint of the user that asked for it. The body is fixed here
 * (`{ type, timestamp, data }`), so every retry signs the same bytes. Never throws: a webhook problem
 * must not fail the work that caused the event.
 */
export async function emitWebhookEvent(
  ctx: WebhooksContext,
  userId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  try {
    const endpoints = await ctx.db
      .selectFrom('webhookEndpoint')
      .select(['id', 'events'])
      .where('userId', '=', userId)
      .execute();
    const payload = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
    for (const endpoint of endpoints) {
      if (!(JSON.parse(endpoint.events) as string[]).includes(type)) continue;
      await queueDelivery(ctx, endpoint.id, userId, type, payload);
    }
  } catch (error) {
    ctx.log.error({ err: error, userId, type }, 'webhook event not queued');
  }
}
