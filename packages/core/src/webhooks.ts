import { z } from 'zod';

/**
 * Webhook events (Standard Webhooks payloads `{ type, timestamp, data }`): a project appeared (an
 * upload began, AI Shorts made a clip) or was deleted, the video is prepared (playable copy and
 * thumbnail), captions are written, a project failed, an export finished or failed; a key for an
 * integration neared (80 %) or reached its monthly credit limit (once each a month, decision 074).
 */
export const WEBHOOK_EVENT_TYPES = [
  'project.created',
  'project.deleted',
  'project.ready',
  'captions.ready',
  'project.failed',
  'render.done',
  'render.failed',
  'key.near_limit',
  'key.limit_reached',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/**
 * `POST /api/webhooks/{id}/test`: a signed event sent to one endpoint on request, whatever it
 * subscribed to, so its owner can check the receiver (reachable, verifying the signature, 2xx).
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const webhookDeliveryEventTypeSchema = z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]);

export const MAX_WEBHOOK_ENDPOINTS = 10;

/** POST /api/webhooks: where to send which events. */
export const createWebhookEndpointBodySchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, { message: 'The URL is too long (at most 2,000 characters).' })
    .url({ message: 'Enter a full http:// or https:// URL' })
    .refine((u) => /^https?:\/\//i.test(u), { message: 'Enter a full http:// or https:// URL' }),
  events: z
    .array(webhookEventTypeSchema)
    .min(1, { message: 'Pick at least one event' })
    .max(WEBHOOK_EVENT_TYPES.length),
  description: z.string().trim().max(200).optional(),
});
export type CreateWebhookEndpointBody = z.infer<typeof createWebhookEndpointBodySchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(webhookEventTypeSchema),
    description: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The signing secret (`whsec_…`), shown once when the endpoint is created. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One event sent (or being sent) to one endpoint; `id` is the `webhook-id` header. */
export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    endpointId: z.string(),
    eventType: webhookDeliveryEventTypeSchema,
    status: webhookDeliveryStatusSchema,
    attempts: z.number().int(),
    /** HTTP status of the last attempt (null: no answer: refused address, timeout, connection error). */
    responseStatus: z.number().int().nullable(),
    error: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
