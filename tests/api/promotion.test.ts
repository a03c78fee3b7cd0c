import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import {
  catches,
  catchPromotions,
  crabberProfiles,
  paymentIntents as testIntentsTable,
} from '../../src/server/db/tables';
import { createTestModeProvider } from '../../src/server/integrations/payments/test-mode-provider';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { createSellerTestApp, json, validListing } from './seller-helpers';

type Client = Awaited<ReturnType<typeof signedInClient>>;
type Intent = {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
  mode: string;
  visibleDays: number;
  featuredUntil: string;
};
type Listing = { id: string; crabberId: string; isPromoted: boolean; promotedUntil: string | null };
const DAY = 86_400_000;

describe('promoting a listing', () => {
  let t: TestApp;
  let client: Client;
  let listing: Listing;
  let now: Date;

  beforeEach(async () => {
    now = new Date();
    t = await createSellerTestApp({ now: () => now });
    const seller = await createSeller(t.db);
    client = await signedInClient(t.app, seller.user.email);
    listing = await json<Listing>(await client.post('/api/catches', validListing()));
    // A week's promotion fits a listing that lives longer (pro rata below covers shorter ones).
    await t.db
      .update(catches)
      .set({ expiresAt: new Date(now.getTime() + 30 * DAY) })
      .where(eq(catches.id, listing.id));
  });

  const pay = (intent: { clientSecret: string }, card = '4242 4242 4242 4242') =>
    createTestModeProvider(t.db).confirmCard(intent.clientSecret, {
      cardNumber: card,
      expiry: '12 / 34',
      cvc: '123',
    });
  const start = async (id = listing.id, c = client) =>
    json<Intent>(await c.post(`/api/catches/${id}/promote`));
  const confirm = (paymentIntentId: string, id = listing.id, c = client) =>
    c.post(`/api/catches/${id}/confirm-promotion`, { paymentIntentId });

  it('creates a $5.00 intent and features the listing for 7 days once it is paid', async () => {
    const intent = await start();
    expect(intent).toMatchObject({
      amount: '5.00',
      mode: 'test',
      visibleDays: 7,
      featuredUntil: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    expect(intent.clientSecret).toContain('_secret_');

    const unpaid = await confirm(intent.paymentIntentId);
    expect(unpaid.status).toBe(400);
    expect((await json(unpaid)).message).toBe('The promotion payment has not succeeded');

    await pay(intent, '4000 0000 0000 0002');
    expect((await confirm(intent.paymentIntentId)).status).toBe(400);

    await pay(intent);
    const res = await confirm(intent.paymentIntentId);
    expect(res.status).toBe(200);
    const promoted = await json<Listing>(res);
    expect(promoted.isPromoted).toBe(true);
    expect(Date.parse(promoted.promotedUntil!)).toBe(now.getTime() + 7 * DAY);

    const featured = await json<Listing[]>(await client.get('/api/catches/promoted'));
    expect(featured.map((l) => l.id)).toContain(listing.id);
    expect(await t.db.select().from(catchPromotions)).toHaveLength(1);
  });

  it('never counts a replayed payment twice, also after a newer one replaced it', async () => {
    const first = await start();
    await pay(first);
    expect((await confirm(first.paymentIntentId)).status).toBe(200);
    // Confirming the same payment again is a no-op: it succeeds and extends nothing.
    const replay = await confirm(first.paymentIntentId);
    expect(replay.status).toBe(200);
    expect(Date.parse((await json<Listing>(replay)).promotedUntil!)).toBe(now.getTime() + 7 * DAY);

    const second = await start();
    await pay(second);
    expect((await confirm(second.paymentIntentId)).status).toBe(200);
    expect((await confirm(first.paymentIntentId)).status).toBe(200);
    const [row] = await t.db.select().from(catches).where(eq(catches.id, listing.id));
    // Two payments, two weeks: the second extended the first.
    expect(row?.promotedUntil?.getTime()).toBe(now.getTime() + 14 * DAY);
    expect(row?.promotionPaymentId).toBe(second.paymentIntentId);
  });

  it("refuses a payment made for another listing or for an order, and another seller's listing", async () => {
    const other = await json<Listing>(
      await client.post('/api/catches', { ...validListing(), title: 'Sooks' }),
    );
    const forOther = await start(other.id);
    await pay(forOther);
    const wrong = await confirm(forOther.paymentIntentId);
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe('This payment is not for promoting this listing');

    const provider = createTestModeProvider(t.db);
    const orderIntent = await provider.createIntent({
      amountCents: 500,
      applicationFeeCents: 25,
      destinationAccountId: null,
      purpose: 'order',
      referenceId: listing.id,
      description: 'an order',
      idempotencyKey: 'order-intent',
    });
    await pay(orderIntent);
    expect((await confirm(orderIntent.id)).status).toBe(400);

    const cheap = await provider.createIntent({
      amountCents: 100,
      applicationFeeCents: 0,
      destinationAccountId: null,
      purpose: 'promotion',
      referenceId: listing.id,
      description: 'too cheap',
      idempotencyKey: 'cheap-intent',
    });
    await pay(cheap);
    const cheapRes = await confirm(cheap.id);
    expect((await json(cheapRes)).message).toBe('This payment is not the $5.00 promotion fee');
    expect((await confirm('pi_test_unknown')).status).toBe(400);

    const stranger = await signedInClient(t.app, (await createSeller(t.db)).user.email);
    const own = await start();
    await pay(own);
    expect((await confirm(own.paymentIntentId, listing.id, stranger)).status).toBe(403);
    const buyer = await signedInClient(t.app, (await createUser(t.db)).email);
    expect((await confirm(own.paymentIntentId, listing.id, buyer)).status).toBe(403);
    expect(first(await t.db.select().from(catches).where(eq(catches.id, listing.id)))?.isPromoted).toBe(
      false,
    );
    expect((await client.post('/api/catches/00000000-0000-4000-8000-000000000000/promote')).status).toBe(404);
  });

  it('extends a running promotion from its end and restarts an expired one from now', async () => {
    await t.db
      .update(catches)
      .set({ expiresAt: new Date(now.getTime() + 60 * DAY) })
      .where(eq(catches.id, listing.id));
    const first = await start();
    await pay(first);
    await confirm(first.paymentIntentId);
    now = new Date(now.getTime() + 3 * DAY);
    const second = await start();
    await pay(second);
    const extended = await json<Listing>(await confirm(second.paymentIntentId));
    expect(Date.parse(extended.promotedUntil!)).toBe(now.getTime() - 3 * DAY + 14 * DAY);

    // Past the end of both weeks (and within the session's 30 days).
    now = new Date(now.getTime() + 20 * DAY);
    const third = await start();
    await pay(third);
    const restarted = await json<Listing>(await confirm(third.paymentIntentId));
    expect(Date.parse(restarted.promotedUntil!)).toBe(now.getTime() + 7 * DAY);
  });

  it('will not take money for an inactive or expired listing', async () => {
    await t.db.update(catches).set({ isActive: false }).where(eq(catches.id, listing.id));
    expect((await client.post(`/api/catches/${listing.id}/promote`)).status).toBe(409);
    await t.db
      .update(catches)
      .set({ isActive: true, expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(catches.id, listing.id));
    const expired = await client.post(`/api/catches/${listing.id}/promote`);
    expect(expired.status).toBe(409);
    expect((await json(expired)).message).toBe(
      'This listing has expired. Extend its expiry before promoting it.',
    );
  });

  it('will not take money from a seller who may not post (revoked, or back to pending), REST and tRPC', async () => {
    for (const status of ['revoked', 'pending'] as const) {
      await t.db
        .update(crabberProfiles)
        .set({ verificationStatus: status })
        .where(eq(crabberProfiles.id, listing.crabberId));
      const res = await client.post(`/api/catches/${listing.id}/promote`);
      expect(res.status, status).toBe(403);
      expect(await json(res)).toMatchObject({
        message: 'Not authorized to post catches',
        reason: 'SELLER_NOT_APPROVED',
      });
      const trpc = createTrpcTestClient(t.app, { cookie: client.cookie });
      await expect(trpc.client.promotion.start.mutate({ id: listing.id })).rejects.toMatchObject({
        data: { code: 'FORBIDDEN', reason: 'SELLER_NOT_APPROVED' },
      });
    }
    expect(await t.db.select().from(catchPromotions)).toHaveLength(0);
  });

  it('applies a paid promotion from the webhook once, if the browser never confirmed', async () => {
    const intent = await start();
    await pay(intent);
    await t.services.promotion.applyPaidIntent(intent.paymentIntentId);
    await t.services.promotion.applyPaidIntent(intent.paymentIntentId);
    const row = first(await t.db.select().from(catches).where(eq(catches.id, listing.id)));
    expect(row?.promotedUntil?.getTime()).toBe(now.getTime() + 7 * DAY);
    // The seller's browser coming back afterwards is told it worked, and nothing is extended.
    expect((await confirm(intent.paymentIntentId)).status).toBe(200);
    const after = first(await t.db.select().from(catches).where(eq(catches.id, listing.id)));
    expect(after?.promotedUntil?.getTime()).toBe(now.getTime() + 7 * DAY);
  });

  describe('for a listing that expires within the week', () => {
    const expiresIn = (ms: number) =>
      t.db
        .update(catches)
        .set({ expiresAt: new Date(now.getTime() + ms) })
        .where(eq(catches.id, listing.id));

    it('charges only the days it can be seen and features it until it expires', async () => {
      // A crab listing with 1 day 20 hours left: two days, a started one counting, ceil(500 × 2 / 7).
      await expiresIn(44 * 3600_000);
      const intent = await start();
      expect(intent).toMatchObject({
        amount: '1.43',
        visibleDays: 2,
        featuredUntil: new Date(now.getTime() + 44 * 3600_000).toISOString(),
      });
      const row = first(
        await t.db.select().from(testIntentsTable).where(eq(testIntentsTable.id, intent.paymentIntentId)),
      );
      expect(row?.amountCents).toBe(143);
      await pay(intent);
      const featured = await json<Listing>(await confirm(intent.paymentIntentId));
      expect(Date.parse(featured.promotedUntil!)).toBe(now.getTime() + 44 * 3600_000);
      const [paid] = await t.db.select().from(catchPromotions);
      expect(paid?.amountCents).toBe(143);
    });

    it.each([
      [1, 72],
      [3, 215],
      [6, 429],
    ])('prices %i visible days at %i cents', async (days, cents) => {
      await expiresIn(days * DAY - 60_000);
      const intent = await start();
      expect(intent.visibleDays).toBe(days);
      expect(Math.round(Number(intent.amount) * 100)).toBe(cents);
    });

    it('refuses a listing that expires within the hour, and one that is sold out, with a 409 and a message', async () => {
      await expiresIn(59 * 60_000);
      const soon = await client.post(`/api/catches/${listing.id}/promote`);
      expect(soon.status).toBe(409);
      expect((await json(soon)).message).toBe(
        'This listing expires within the hour, too soon to be featured. Extend its expiry before promoting it.',
      );
      await expiresIn(2 * DAY);
      await t.db.update(catches).set({ qtyAvailable: 0 }).where(eq(catches.id, listing.id));
      const soldOut = await client.post(`/api/catches/${listing.id}/promote`);
      expect(soldOut.status).toBe(409);
      expect((await json(soldOut)).message).toMatch(/sold out/);
    });

    it('refuses a payment of the full week for fewer days, and one whose amount differs from its days', async () => {
      await expiresIn(2 * DAY);
      const provider = createTestModeProvider(t.db);
      const fullWeek = await provider.createIntent({
        amountCents: 500,
        applicationFeeCents: 0,
        destinationAccountId: null,
        purpose: 'promotion',
        referenceId: listing.id,
        description: 'a week claimed as two days',
        metadata: { promotionDays: '2' },
        idempotencyKey: 'mismatch',
      });
      await pay(fullWeek);
      const res = await confirm(fullWeek.id);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe('This payment is not the $1.43 promotion fee');
    });

    it('does not extend a promotion that already lasts until the listing expires', async () => {
      await expiresIn(2 * DAY);
      const intent = await start();
      await pay(intent);
      expect((await confirm(intent.paymentIntentId)).status).toBe(200);
      const again = await client.post(`/api/catches/${listing.id}/promote`);
      expect(again.status).toBe(409);
      expect((await json(again)).message).toBe(
        'This listing is already featured until it expires. Extend its expiry to feature it longer.',
      );
    });

    it('answers tRPC with the same quote', async () => {
      await expiresIn(2 * DAY);
      const trpc = createTrpcTestClient(t.app, { cookie: client.cookie }).client;
      const intent = await trpc.promotion.start.mutate({ id: listing.id });
      expect(intent).toMatchObject({ amount: '1.43', visibleDays: 2 });
    });
  });
});
