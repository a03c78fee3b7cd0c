/**
 * Licence reminders (docs/product/traceability.md): thirty and seven days before an expiry the
 * seller is told in the app and by e-mail, once each, even when two sweeps run at once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { catches } from '../../src/server/db/tables';
import { createSeller, signedInClient } from '../helpers/factories';
import { notificationsOf } from './order-helpers';
import { createSellerTestApp, insertListing } from './seller-helpers';

const DAY_MS = 24 * 3600 * 1000;

async function sellerWithLicence(expiresOn: string) {
  // Noon on the Bay: the day does not turn over while the test runs.
  let clock = new Date('2027-03-01T17:00:00Z');
  const t = await createSellerTestApp({ now: () => clock });
  const seller = await createSeller(t.db);
  const client = await signedInClient(t.app, seller.user.email);
  const res = await client.post(`/api/sellers/${seller.profile.id}/licences`, {
    type: 'commercial_crab',
    agency: 'Maryland DNR',
    number: 'TFL-12345',
    expiresOn,
  });
  expect(res.status).toBe(201);
  const reminders = async () =>
    (await notificationsOf(t.db, seller.user.id)).filter((n) => n.type === 'licence_expiring');
  const mails = () =>
    t.mails.filter((m) => m.to === seller.user.email && m.subject.includes('licence expires'));
  const daysLater = (days: number) => {
    clock = new Date(clock.getTime() + days * DAY_MS);
  };
  return { t, seller, reminders, mails, daysLater };
}

describe('licence reminders', () => {
  it('tell the seller once at thirty days and once at seven, in the app and by e-mail', async () => {
    // 2027-03-01 + 40 days.
    const { t, reminders, mails, daysLater } = await sellerWithLicence('2027-04-10');
    await t.services.licences.remindExpiring();
    expect(await reminders()).toHaveLength(0);

    daysLater(10);
    await t.services.licences.remindExpiring();
    await t.services.licences.remindExpiring();
    const first = await reminders();
    expect(first).toHaveLength(1);
    expect(first[0]!.title).toBe('Your commercial crab licence expires in 30 days');
    expect(first[0]!.message).toContain('TFL-12345 runs until 10 April 2027');
    expect(mails()).toHaveLength(1);

    daysLater(20);
    await t.services.licences.remindExpiring();
    expect(await reminders()).toHaveLength(1);

    daysLater(3);
    await t.services.licences.remindExpiring();
    await t.services.licences.remindExpiring();
    const both = await reminders();
    expect(both.map((n) => n.title).sort()).toEqual([
      'Your commercial crab licence expires in 30 days',
      'Your commercial crab licence expires in 7 days',
    ]);
    expect(mails()).toHaveLength(2);

    daysLater(10);
    await t.services.licences.remindExpiring();
    expect(await reminders()).toHaveLength(2);
  });

  it('send one reminder when two sweeps run at once', async () => {
    const { t, reminders, mails } = await sellerWithLicence('2027-03-25');
    await Promise.all([t.services.licences.remindExpiring(), t.services.licences.remindExpiring()]);
    expect((await reminders()).map((n) => n.title)).toEqual([
      'Your commercial crab licence expires in 24 days',
    ]);
    expect(mails()).toHaveLength(1);
  });

  it('a licence first seen inside seven days gets only the seven-day reminder', async () => {
    const { t, reminders } = await sellerWithLicence('2027-03-04');
    await t.services.licences.remindExpiring();
    await t.services.licences.remindExpiring();
    expect((await reminders()).map((n) => n.title)).toEqual([
      'Your commercial crab licence expires in 3 days',
    ]);
  });

  it('the day after the expiry, the sweep takes the listings that need it off the marketplace', async () => {
    const { t, seller, daysLater } = await sellerWithLicence('2027-03-02');
    const listing = await insertListing(t.db, seller.profile.id, { species: 'Blue Crab' });
    const offSale = async () =>
      first(await t.db.select().from(catches).where(eq(catches.id, listing.id)))?.offSaleReason;
    daysLater(1);
    await t.services.licences.sweepLapsed();
    expect(await offSale()).toBeNull();
    daysLater(1);
    await t.services.licences.sweepLapsed();
    expect(await offSale()).toBe('licence_lapsed');
  });
});
