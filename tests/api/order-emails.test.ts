import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { placeOrder, sellerWithCatch, setStatus, signedInBuyer } from './order-helpers';

interface Received {
  to: string[];
  body: string;
}

describe('order e-mails over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('mails the seller a new order and the buyer when it is ready and when it is cancelled', async () => {
    const t = createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const seller = await sellerWithCatch(t, { title: 'Steamed Jumbos' });
    const buyer = await signedInBuyer(t);

    const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'cash');
    const toSeller = received.find((mail) => mail.to.includes(seller.user.email));
    expect(toSeller?.body).toContain('Subject: BayCatch: New Order');
    expect(toSeller?.body).toContain('2 dozen Steamed Jumbos');

    await setStatus(seller.client, placed.id, 'ready');
    const ready = received.find(
      (mail) => mail.to.includes(buyer.user.email) && mail.body.includes('Ready for Pickup'),
    );
    expect(ready?.body).toContain('Subject: BayCatch: Order Ready for Pickup');
    expect(ready?.body).toContain('QR pickup pass');

    await setStatus(seller.client, placed.id, 'cancelled');
    const cancelled = received.find(
      (mail) => mail.to.includes(buyer.user.email) && mail.body.includes('Cancelled'),
    );
    expect(cancelled?.body).toContain('cancelled your order');
  });
});
