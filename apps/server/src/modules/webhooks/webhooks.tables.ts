/** An account's webhook endpoint: where to POST which events, and the secret that signs them. */
export interface WebhookEndpointTable {
  id: string;
  userId: string;
  url: string;
  /** `whsec_` + base64 key (Standard Webhooks); shown to the owner once. */
  secret: string;
  /** JSON array of event types. */
  events: string;
  description: string | null;
  createdAt: number;
}

/** One event for one endpoint: the body sent (the same on every attempt) and how sending went. */
export interface WebhookDeliveryTable {
  /** `msg_…`: the `webhook-id` header, the receiver's key for deduplication. */
  id: string;
  endpointId: string;
  userId: string;
  eventType: string;
  /** The JSON body, fixed at creation so every retry signs the same bytes. */
  payload: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface WebhookTables {
  webhookEndpoint: WebhookEndpointTable;
  webhookDelivery: WebhookDeliveryTable;
}
