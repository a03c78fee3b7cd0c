/**
 * The daily reconciliation in test mode: BayCatch's card payments and refunds against the
 * test-mode provider's own tables. Stripe: reconciliation-stripe.test.ts.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { catchPromotions, orders } from '../../src/server/db/tables';
import { createTestModeProvider } from '../../src/server/integrations/payments/test-mode-provider';
import { centsToDecimal } from '../../src/shared/money';
import type { ReconciliationDto } from '../../src/shared/reconciliation.dto';
import { createUser, signedInClient } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { type Client, json, sellerWithCatch, signedInBuyer } from './order-helpers';
import { paidCardOrder, refund, type Seller } from './sale-helpers';

/** Today on the docks' clock, YYYY-MM-DD. */
const dockToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

describe('daily reconciliation (test mode)', () => {
  let t: TestApp;
  let seller: Seller;
  let buyer: { client: Client };
  let admin: Client;

  beforeEach(async () => {
    t = await createTestApp();
    // $10.00 a dozen: 2 dozen by card is $21.00 with the fee.
    seller = await sellerWithCatch(t, { qtyAvailable: 40, unitPriceCents: 1000 });
    buyer = await signedInBuyer(t);
    admin = await signedInClient(t.app, (await createUser(t.db, { role: 'admin' })).email);
  });

  const dayOf = async (client: Client, date = dockToday()) =>
    json<ReconciliationDto>(await client.get(`/api/admin/reconciliation?date=${date}`));

  it('finds nothing on a day whose payments and refunds agree', async () => {
    const { orderId } = await paidCardOrder(buyer.client, seller.listing.id, 2, t.db);
    await paidCardOrder(buyer.client, seller.listing.id, 3, t.db);
    expect((await refund(seller.client, orderId, { amount: '5.00', reason: 'soft' })).status).toBe(201);
    const day = await dayOf(admin);
    expect(day).toMatchObject({ date: dockToday(), checked: 3, differences: [] });
    expect(Date.parse(day.ranAt)).toBeGreaterThan(Date.now() - 60_000);
    // A day with no payments is checked too, with nothing to compare.
    expect(await dayOf(admin, '2020-02-29')).toMatchObject({ checked: 0, differences: [] });
  });

  it('lists a refund made at the provider, a payment no order knows and a charge recorded wrongly', async () => {
    const refunded = await paidCardOrder(buyer.client, seller.listing.id, 2, t.db);
    const changed = await paidCardOrder(buyer.client, seller.listing.id, 1, t.db);
    const provider = createTestModeProvider(t.db);
    const outside = await provider.refundPart({
      intentId: refunded.intentId,
      amountCents: 300,
      idempotencyKey: 'made-in-the-dashboard',
    });
    const stray = await provider.createIntent({
      amountCents: 4200,
      applicationFeeCents: 0,
      destinationAccountId: null,
      purpose: 'order',
      referenceId: 'no-such-order',
      description: 'stray',
      idempotencyKey: 'stray',
    });
    await t.db.update(orders).set({ capturedCents: 1000 }).where(eq(orders.id, changed.orderId));

    const day = await dayOf(admin);
    expect(day.differences).toHaveLength(4);
    expect(day.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: refunded.orderId,
          kind: 'refund_amount',
          providerRef: refunded.intentId,
          recorded: '0.00',
          provider: '3.00',
        }),
        expect.objectContaining({
          orderId: refunded.orderId,
          kind: 'unknown_refund',
          providerRef: outside.refundId,
          provider: '3.00',
        }),
        expect.objectContaining({
          orderId: null,
          kind: 'unknown_intent',
          providerRef: stray.id,
          provider: '42.00',
        }),
        expect.objectContaining({
          orderId: changed.orderId,
          kind: 'capture_amount',
          recorded: '10.00',
          provider: '10.50',
        }),
      ]),
    );
    // Kept: read again without checking, the same; checked again once mended, replaced.
    expect(await dayOf(admin)).toEqual(day);
    await t.db.update(orders).set({ capturedCents: 1050 }).where(eq(orders.id, changed.orderId));
    const again = await json<ReconciliationDto>(
      await admin.post('/api/admin/reconciliation/check', { date: dockToday() }),
    );
    expect(again.differences.map((d) => d.kind).sort()).toEqual([
      'refund_amount',
      'unknown_intent',
      'unknown_refund',
    ]);
    const trpc = createTrpcTestClient(t.app, { cookie: admin.cookie }).client;
    expect(await trpc.admin.reconciliation.query({ date: dockToday() })).toEqual(again);
  });

  it('compares paid promotions too: a refund at the provider and an amount recorded wrongly are listed', async () => {
    const provider = createTestModeProvider(t.db);
    /** The seller features their listing for a week, paying $5.00 by card. */
    const promote = async () => {
      const intent = await json<{ clientSecret: string; paymentIntentId: string }>(
        await seller.client.post(`/api/catches/${seller.listing.id}/promote`),
      );
      await provider.confirmCard(intent.clientSecret, {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
      });
      const confirmed = await seller.client.post(`/api/catches/${seller.listing.id}/confirm-promotion`, {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirmed.status).toBe(200);
      return intent.paymentIntentId;
    };
    const first = await promote();
    expect(await dayOf(admin)).toMatchObject({ checked: 1, differences: [] });

    const second = await promote();
    await provider.refundPart({ intentId: first, amountCents: 500, idempotencyKey: 'promotion-given-back' });
    // The second week is priced pro rata to what is left of the listing's life.
    const [paid] = await t.db
      .select()
      .from(catchPromotions)
      .where(eq(catchPromotions.paymentIntentId, second));
    await t.db
      .update(catchPromotions)
      .set({ amountCents: paid!.amountCents + 100 })
      .where(eq(catchPromotions.paymentIntentId, second));
    const day = await json<ReconciliationDto>(
      await admin.post('/api/admin/reconciliation/check', { date: dockToday() }),
    );
    expect(day.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: null,
          kind: 'refund_amount',
          providerRef: first,
          provider: '5.00',
        }),
        expect.objectContaining({
          orderId: null,
          kind: 'capture_amount',
          providerRef: second,
          recorded: centsToDecimal(paid!.amountCents + 100),
          provider: centsToDecimal(paid!.amountCents),
        }),
      ]),
    );
    expect(day.differences).toHaveLength(2);
    expect(day.differences[0]!.detail).toContain(`Promotion of listing ${seller.listing.id}`);
  });

  it('lists an order whose payment the provider does not know, and a status that disagrees', async () => {
    const paid = await paidCardOrder(buyer.client, seller.listing.id, 2, t.db);
    const held = await paidCardOrder(buyer.client, seller.listing.id, 1, t.db);
    await t.db.update(orders).set({ paymentIntentId: 'pi_test_gone' }).where(eq(orders.id, paid.orderId));
    // BayCatch says released; the provider charged the card.
    await t.db.update(orders).set({ paymentStatus: 'released' }).where(eq(orders.id, held.orderId));
    const kinds = (await dayOf(admin)).differences.map((d) => [d.orderId, d.kind]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        [paid.orderId, 'intent_missing'],
        [null, 'unknown_intent'],
        [held.orderId, 'status'],
      ]),
    );
  });

  it('checks the day before once it is over, from the hourly job', async () => {
    await paidCardOrder(buyer.client, seller.listing.id, 1, t.db);
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(Date.now() - 86_400_000),
    );
    await t.services.reconciliation.checkYesterday();
    const day = await dayOf(admin, yesterday);
    await t.services.reconciliation.checkYesterday();
    expect(await dayOf(admin, yesterday)).toEqual(day);
  });

  it('is for admins only, and refuses a bad date with 400', async () => {
    expect((await createClient(t.app).get(`/api/admin/reconciliation?date=${dockToday()}`)).status).toBe(401);
    expect((await buyer.client.get(`/api/admin/reconciliation?date=${dockToday()}`)).status).toBe(403);
    expect((await seller.client.get(`/api/admin/reconciliation?date=${dockToday()}`)).status).toBe(403);
    expect((await buyer.client.post('/api/admin/reconciliation/check', { date: dockToday() })).status).toBe(
      403,
    );
    for (const date of ['', '2026-13-01', '2026-02-30', '26-01-01', 'yesterday']) {
      expect((await admin.get(`/api/admin/reconciliation?date=${date}`)).status).toBe(400);
    }
    expect((await admin.get('/api/admin/reconciliation')).status).toBe(400);
    expect((await admin.post('/api/admin/reconciliation/check', { date: '2026-02-30' })).status).toBe(400);
  });
});
