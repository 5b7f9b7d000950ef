import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures.ts';
import { signUpThroughPages, uniqueEmail } from './accounts-flows.ts';

test.use({ localWebhooks: true });

/** A receiver on this machine that answers 204 and keeps what it got. */
async function startReceiver() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wordreel`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('should add a webhook endpoint, send it a test event and show the delivery', async ({
  page,
  mailbox,
}) => {
  const receiver = await startReceiver();
  try {
    await signUpThroughPages(page, mailbox, uniqueEmail('webhooks'));
    await page.goto('/api-config');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByLabel('Endpoint URL').fill(receiver.url);
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(section.getByText(receiver.url)).toBeVisible();

    await section.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Test event sent' })).toBeVisible();
    // The log opens and shows the delivery once the receiver has answered.
    const row = section.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(row).toContainText('succeeded');
    await expect(row).toContainText('204');
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
    expect(delivery?.headers['webhook-signature']).toMatch(/^v1,/);
  } finally {
    await receiver.close();
  }
});
