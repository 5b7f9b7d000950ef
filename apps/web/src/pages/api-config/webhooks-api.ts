import type {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointBody,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpointList,
} from '@wordreel/core';
import { client, unwrap } from '../../lib/api-client.ts';

/** The owner's webhook endpoints and delivery log (typed from the OpenAPI document). */
export const webhooksApi = {
  list: (): Promise<WebhookEndpointList> => unwrap(client.GET('/api/webhooks')),
  create: (body: CreateWebhookEndpointBody): Promise<CreatedWebhookEndpoint> =>
    unwrap(client.POST('/api/webhooks', { body })),
  remove: (id: string): Promise<{ message: string }> =>
    unwrap(client.DELETE('/api/webhooks/{id}', { params: { path: { id } } })),
  deliveries: (id: string): Promise<WebhookDeliveryList> =>
    unwrap(client.GET('/api/webhooks/{id}/deliveries', { params: { path: { id } } })),
  sendTest: (id: string): Promise<WebhookDelivery> =>
    unwrap(client.POST('/api/webhooks/{id}/test', { params: { path: { id } } })),
  redeliver: (id: string): Promise<WebhookDelivery> =>
    unwrap(client.POST('/api/webhooks/deliveries/{id}/redeliver', { params: { path: { id } } })),
};
