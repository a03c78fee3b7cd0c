/**
 * Seasons and limits as data (docs/product/traceability.md): the rules in force today, an admin's
 * changes (in the activity list), and posting or restocking out of season refused with the rule's
 * words. Every other test runs with seasons off; these switch them on and fix the day.
 */
import { describe, expect, it } from 'vitest';
import type { ModerationActionsPageDto } from '../../src/shared/moderation.schema';
import type { RulesTodayDto, SaleRuleDto } from '../../src/shared/sale-rule.schema';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { shellfishTagIn } from '../helpers/shellfish-tag';
import { createClient, createTestApp } from '../helpers/test-app';
import { insertListing, json, validListing } from './seller-helpers';

/** Midday on July 4 at the docks: crabs and rockfish in season, wild oysters not. */
const JULY_4 = new Date('2026-07-04T16:00:00Z');
const OYSTER_SEASON = 'Wild oysters from the public fishery may be sold from October 1 to March 31.';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const send = (c: Client, method: string, path: string, body?: unknown) =>
  c.request(path, { method, ...(body === undefined ? {} : { json: body }) });

const oysters = () => ({
  ...validListing(),
  title: 'Choptank selects',
  species: 'Oysters',
  sizeMix: 'mixed',
  harvestAreaCode: '137',
  shellfishTag: shellfishTagIn('137'),
});

async function world({ seasons = true } = {}) {
  const t = await createTestApp({ seasons }, { now: () => JULY_4 });
  await t.services.seasons.seedIfEmpty();
  const seller = await createSeller(t.db);
  const sellerClient = await signedInClient(t.app, seller.user.email);
  const admin = await createUser(t.db, { role: 'admin' });
  const adminClient = await signedInClient(t.app, admin.email);
  return { t, seller, sellerClient, adminClient };
}

describe('seasons', () => {
  it('lists the rules in force today for anyone', async () => {
    const { t } = await world();
    const res = await createClient(t.app).get('/api/rules');
    expect(res.status).toBe(200);
    const today = await json<RulesTodayDto>(res);
    expect(today.enforced).toBe(true);
    expect(today.today).toBe('2026-07-04');
    const seasons = today.rules.filter((rule) => rule.kind === 'season').map((rule) => rule.species);
    expect(seasons.sort()).toEqual(['Blue Crab', 'Striped Bass']);
    expect(today.rules.some((rule) => rule.kind === 'size')).toBe(true);
    expect(today.rules.every((rule) => rule.checkEachYear && rule.source.length > 0)).toBe(true);
  });

  it('refuses posting out of season with the rule, and allows what is in season', async () => {
    const { sellerClient } = await world();
    const refused = await sellerClient.post('/api/catches', oysters());
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      reason: 'OUT_OF_SEASON',
      message: `Out of season: ${OYSTER_SEASON}`,
    });
    expect((await sellerClient.post('/api/catches', validListing())).status).toBe(201);
  });

  it('says "in season" on catch reads only when a season covers the catch and is open today', async () => {
    const { t, sellerClient } = await world();
    const crab = await json<{ id: string; inSeason: boolean }>(
      await sellerClient.post('/api/catches', validListing()),
    );
    const clams = await json<{ id: string }>(
      await sellerClient.post('/api/catches', {
        ...validListing(),
        species: 'Clams',
        sizeMix: 'mixed',
        harvestAreaCode: '039',
        shellfishTag: shellfishTagIn('039'),
      }),
    );
    const anyone = createClient(t.app);
    const read = async (id: string) =>
      (await json<{ inSeason: boolean }>(await anyone.get(`/api/catches/${id}`))).inSeason;
    expect(await read(crab.id)).toBe(true);
    expect(await read(clams.id)).toBe(false);
    const list = await json<{ id: string; inSeason: boolean }[]>(await anyone.get('/api/catches'));
    expect(list.find((item) => item.id === crab.id)?.inSeason).toBe(true);
  });

  it('refuses restocking out of season, but selling down is fine', async () => {
    const { t, seller, sellerClient } = await world();
    const listing = await insertListing(t.db, seller.profile.id, {
      species: 'Oysters',
      category: 'oysters',
      qtyAvailable: 10,
    });
    const up = await send(sellerClient, 'PATCH', `/api/catches/${listing.id}/quantity`, { quantity: 20 });
    expect(up.status).toBe(409);
    expect((await json(up)).reason).toBe('OUT_OF_SEASON');
    const edit = await send(sellerClient, 'PATCH', `/api/catches/${listing.id}`, { qtyAvailable: 20 });
    expect(edit.status).toBe(409);
    const down = await send(sellerClient, 'PATCH', `/api/catches/${listing.id}/quantity`, { quantity: 4 });
    expect(down.status).toBe(200);
  });

  it('are changed by an admin, at once, each change in the activity list', async () => {
    const { sellerClient, adminClient } = await world();
    const all = await json<SaleRuleDto[]>(await adminClient.get('/api/admin/rules'));
    const oyster = all.find((rule) => rule.species === 'Oysters' && rule.kind === 'season')!;
    expect(oyster).toMatchObject({
      inForceToday: false,
      checkEachYear: true,
      openFrom: '10-01',
      openTo: '03-31',
    });

    // Farmed oysters are sold all year: an admin opens the season through the summer.
    const changed = await send(adminClient, 'PATCH', `/api/admin/rules/${oyster.id}`, { openTo: '09-30' });
    expect(changed.status).toBe(200);
    expect((await json<SaleRuleDto>(changed)).inForceToday).toBe(true);
    expect((await sellerClient.post('/api/catches', oysters())).status).toBe(201);

    const added = await adminClient.post('/api/admin/rules', {
      kind: 'season',
      species: 'White Perch',
      openFrom: '12-01',
      openTo: '02-28',
      text: 'White perch only in winter.',
      source: 'Test rule',
    });
    expect(added.status).toBe(201);
    const perch = await json<SaleRuleDto>(added);
    expect(perch).toMatchObject({ inForceToday: false, checkEachYear: false, prep: null });
    const refused = await sellerClient.post('/api/catches', { ...validListing(), species: 'White Perch' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('Out of season: White perch only in winter.');

    expect((await send(adminClient, 'DELETE', `/api/admin/rules/${perch.id}`)).status).toBe(200);
    expect((await send(adminClient, 'DELETE', `/api/admin/rules/${perch.id}`)).status).toBe(404);
    const activity = await json<ModerationActionsPageDto>(
      await adminClient.get('/api/admin/moderation-actions'),
    );
    // The test's clock stands still, so the three share one time: their order is the engine's.
    expect(activity.items.map((item) => item.action).sort()).toEqual([
      'rule_added',
      'rule_changed',
      'rule_removed',
    ]);
    expect(activity.items.find((item) => item.action === 'rule_changed')).toMatchObject({
      targetType: 'rule',
      targetLabel: oyster.text,
    });
  });

  it('refuse a season without its days and a limit without its value', async () => {
    const { adminClient } = await world();
    const rule = { kind: 'season', species: 'Clams', openFrom: '05-01', text: 'x', source: 'y' };
    const res = await adminClient.post('/api/admin/rules', rule);
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toMatchObject({ openTo: [expect.any(String)] });
    const size = await adminClient.post('/api/admin/rules', { ...rule, kind: 'size', openFrom: null });
    expect(size.status).toBe(400);
    expect(
      (await adminClient.post('/api/admin/rules', { ...rule, openFrom: '13-01', openTo: '01-01' })).status,
    ).toBe(400);
  });

  it('are changed by admins only', async () => {
    const { t, sellerClient } = await world();
    const anonymous = createClient(t.app);
    const rule = {
      kind: 'season',
      species: 'Clams',
      openFrom: '05-01',
      openTo: '06-01',
      text: 'x',
      source: 'y',
    };
    expect((await anonymous.get('/api/admin/rules')).status).toBe(401);
    expect((await anonymous.post('/api/admin/rules', rule)).status).toBe(401);
    expect((await sellerClient.post('/api/admin/rules', rule)).status).toBe(403);
    expect((await send(sellerClient, 'PATCH', '/api/admin/rules/x', { text: 'y' })).status).toBe(403);
    expect((await send(sellerClient, 'DELETE', '/api/admin/rules/x')).status).toBe(403);
  });

  it('switched off (SEASONS=off), refuse nothing and show nothing', async () => {
    const { t, sellerClient } = await world({ seasons: false });
    expect((await sellerClient.post('/api/catches', oysters())).status).toBe(201);
    const today = await json<RulesTodayDto>(await createClient(t.app).get('/api/rules'));
    expect(today).toMatchObject({ enforced: false, rules: [] });
    const crab = await json<{ id: string }>(await sellerClient.post('/api/catches', validListing()));
    expect(
      (await json<{ inSeason: boolean }>(await createClient(t.app).get(`/api/catches/${crab.id}`))).inSeason,
    ).toBe(false);
  });
});
