import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSmtp, startLocalSmtp } from '../helpers/local-smtp';
import { createTestApp } from '../helpers/test-app';
import { placeOrder, sellerWithCatch, setStatus, signedInBuyer } from './order-helpers';

describe('order e-mails over SMTP', () => {
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());

  it('mails the seller a new order and the buyer when it is ready and when it is cancelled', async () => {
    const t = await createTestApp({ smtpUrl: smtp.url });
    const seller = await sellerWithCatch(t, { title: 'Steamed Jumbos' });
    const buyer = await signedInBuyer(t);

    const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'cash');
    const toSeller = smtp.received.find((mail) => mail.to.includes(seller.user.email));
    expect(toSeller?.body).toContain('Subject: BayCatch: New Order');
    expect(toSeller?.body).toContain('2 dozen Steamed Jumbos');

    await setStatus(seller.client, placed.id, 'ready');
    const ready = smtp.received.find(
      (mail) => mail.to.includes(buyer.user.email) && mail.body.includes('Ready for Pickup'),
    );
    expect(ready?.body).toContain('Subject: BayCatch: Order Ready for Pickup');
    expect(ready?.body).toContain('QR pickup pass');

    await setStatus(seller.client, placed.id, 'cancelled');
    const cancelled = smtp.received.find(
      (mail) => mail.to.includes(buyer.user.email) && mail.body.includes('Cancelled'),
    );
    expect(cancelled?.body).toContain('cancelled your order');
  });
});
