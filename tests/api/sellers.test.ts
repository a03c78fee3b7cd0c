import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { crabberProfiles, users } from '../../src/server/db/tables';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createClient, type TestApp } from '../helpers/test-app';
import { createSellerTestApp, fileForm, json, pngBytes, validRegistration } from './seller-helpers';

type Client = Awaited<ReturnType<typeof signedInClient>>;
type Body = { message: string; errors?: Record<string, string[]> };

describe('seller registration', () => {
  let t: TestApp;
  let client: Client;
  let userId: string;

  beforeEach(async () => {
    t = await createSellerTestApp();
    const user = await createUser(t.db);
    userId = user.id;
    client = await signedInClient(t.app, user.email);
  });

  const profileOf = async (id: string) =>
    first(await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.userId, id)));

  it('refuses signed-out visitors', async () => {
    const res = await createClient(t.app).post('/api/sellers/register', validRegistration());
    expect(res.status).toBe(401);
  });

  it('answers 404 on /api/sellers/me to someone who never applied', async () => {
    const res = await client.get('/api/sellers/me');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'You have not registered as a seller' });
    expect((await createClient(t.app).get('/api/sellers/me')).status).toBe(401);
  });

  it('answers every registration rule with its exact message', async () => {
    const res = await client.post('/api/sellers/register', {
      sellerType: 'charter_boat',
      displayName: ' J ',
      bio: 'Too short.',
      pickupLocationAddress: 'Dock 4',
      availability: { Monday: { enabled: false, startTime: '09:00', endTime: '17:00' } },
      licenseImageUrl: 'not a url',
    });
    expect(res.status).toBe(400);
    const body = await json<Body>(res);
    expect(body.errors).toMatchObject({
      sellerType: ['Please select your seller type'],
      displayName: ['Display name must be at least 2 characters'],
      bio: ['Bio must be at least 50 characters'],
      pickupLocationAddress: ['Please provide a detailed pickup location address'],
      availability: ['Please select at least one day and set your operating hours'],
      licenseImageUrl: ['Please provide a valid license image URL'],
    });
    expect(await profileOf(userId)).toBeUndefined();

    const long = await client.post('/api/sellers/register', { ...validRegistration(), bio: 'x'.repeat(501) });
    expect((await json<Body>(long)).errors?.bio).toEqual(['Bio must be less than 500 characters']);
    const noDays = await client.post('/api/sellers/register', {
      ...validRegistration(),
      availability: undefined,
    });
    expect((await json<Body>(noDays)).errors?.availability).toEqual([
      'Please select at least one day and set your operating hours',
    ]);
  });

  it('accepts a bio of exactly 500 characters and a day that ends after it starts only', async () => {
    const backwards = await client.post('/api/sellers/register', {
      ...validRegistration(),
      availability: { Friday: { enabled: true, startTime: '17:00', endTime: '09:00' } },
    });
    expect(backwards.status).toBe(400);
    const ok = await client.post('/api/sellers/register', { ...validRegistration(), bio: 'b'.repeat(500) });
    expect(ok.status).toBe(201);
  });

  it('makes the user a seller with a pending, geocoded profile', async () => {
    const res = await client.post('/api/sellers/register', validRegistration());
    expect(res.status).toBe(201);
    const profile = await json(res);
    expect(profile).toMatchObject({
      userId,
      displayName: 'Magothy Pots',
      sellerType: 'recreational_crabber',
      verificationStatus: 'pending',
      verificationLevel: 'basic',
      paymentAccountStatus: 'not_connected',
      pickupInstructions: 'Slip 14, blue cooler on the dock box.',
      licenseImageUrl: null,
    });
    // The offline gazetteer knows Annapolis: the pickup pin lands near it.
    expect(profile.pickupLocationLat).toBeCloseTo(38.97, 0);
    expect(profile.pickupLocationLng).toBeCloseTo(-76.5, 0);
    expect(first(await t.db.select().from(users).where(eq(users.id, userId)))?.role).toBe('seller');

    const me = await json<{ role: string; crabberProfile: { verificationStatus: string } }>(
      await client.get('/api/auth/user'),
    );
    expect(me.role).toBe('seller');
    expect(me.crabberProfile.verificationStatus).toBe('pending');
    expect(await json(await client.get('/api/sellers/me'))).toMatchObject({ id: profile.id });
  });

  it('refuses a second application while pending or approved, and reopens a rejected one', async () => {
    expect((await client.post('/api/sellers/register', validRegistration())).status).toBe(201);
    const again = await client.post('/api/sellers/register', validRegistration());
    expect(again.status).toBe(409);
    expect((await json<Body>(again)).message).toBe('Your seller application is already waiting for review');

    const profile = (await profileOf(userId))!;
    await t.db
      .update(crabberProfiles)
      .set({ verificationStatus: 'rejected', rejectionReason: 'License unreadable' })
      .where(eq(crabberProfiles.id, profile.id));
    const reapply = await client.post('/api/sellers/register', {
      ...validRegistration(),
      displayName: 'Magothy Pots & Traps',
    });
    expect(reapply.status).toBe(201);
    expect(await profileOf(userId)).toMatchObject({
      id: profile.id,
      verificationStatus: 'pending',
      rejectionReason: null,
      displayName: 'Magothy Pots & Traps',
    });

    await t.db
      .update(crabberProfiles)
      .set({ verificationStatus: 'approved' })
      .where(eq(crabberProfiles.id, profile.id));
    const approved = await client.post('/api/sellers/register', validRegistration());
    expect(approved.status).toBe(409);
    expect((await json<Body>(approved)).message).toBe('You are already an approved seller');
  });

  it('keeps an admin an admin when they apply', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminClient = await signedInClient(t.app, admin.email);
    expect((await adminClient.post('/api/sellers/register', validRegistration())).status).toBe(201);
    expect(first(await t.db.select().from(users).where(eq(users.id, admin.id)))?.role).toBe('admin');
  });

  it('takes an uploaded license of the applicant only', async () => {
    const upload = await client.request('/api/uploads/licenses', {
      method: 'POST',
      body: fileForm(await pngBytes(), 'license.png', 'image/png'),
    });
    expect(upload.status).toBe(201);
    const { url } = await json<{ url: string }>(upload);

    const other = await createUser(t.db);
    const otherClient = await signedInClient(t.app, other.email);
    const stolen = await otherClient.post('/api/sellers/register', {
      ...validRegistration(),
      licenseImageUrl: url,
    });
    expect(stolen.status).toBe(400);
    expect((await json<Body>(stolen)).errors?.licenseImageUrl).toEqual([
      'Please provide a valid license image URL',
    ]);

    const own = await client.post('/api/sellers/register', { ...validRegistration(), licenseImageUrl: url });
    expect(own.status).toBe(201);
    expect((await json(own)).licenseImageUrl).toBe(url);

    const typed = await otherClient.post('/api/sellers/register', {
      ...validRegistration(),
      licenseImageUrl: 'https://dnr.maryland.gov/licenses/1234.jpg',
    });
    expect(typed.status).toBe(201);
  });
});

describe('seller profile edits', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createSeller>>;
  let client: Client;

  beforeEach(async () => {
    t = await createSellerTestApp();
    owner = await createSeller(t.db, {
      hours: 'Tuesday: 06:00 - 10:00; Saturday: 07:00 - 11:00',
      availability: {},
    });
    client = await signedInClient(t.app, owner.user.email);
  });

  const patch = (c: Client, id: string, json: unknown) =>
    c.request(`/api/sellers/${id}`, { method: 'PATCH', json });

  it('reads the legacy hours string as availability', async () => {
    const me = await json<{ availability: unknown }>(await client.get('/api/sellers/me'));
    expect(me.availability).toEqual({
      Tuesday: { enabled: true, startTime: '06:00', endTime: '10:00' },
      Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' },
    });
  });

  it('saves availability sent as the bare day map or wrapped, and replaces the legacy string', async () => {
    const bare = await patch(client, owner.profile.id, {
      Monday: { enabled: true, startTime: '05:30', endTime: '09:00' },
      Friday: { enabled: false, startTime: '09:00', endTime: '17:00' },
    });
    expect(bare.status).toBe(200);
    expect((await json(bare)).availability).toEqual({
      Monday: { enabled: true, startTime: '05:30', endTime: '09:00' },
      Friday: { enabled: false, startTime: '09:00', endTime: '17:00' },
    });
    expect(
      first(await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.id, owner.profile.id)))?.hours,
    ).toBeNull();

    const wrapped = await patch(client, owner.profile.id, {
      availability: { Sunday: { enabled: true, startTime: '08:00', endTime: '12:00' } },
    });
    expect((await json(wrapped)).availability).toEqual({
      Sunday: { enabled: true, startTime: '08:00', endTime: '12:00' },
    });

    const none = await patch(client, owner.profile.id, {
      availability: { Sunday: { enabled: false, startTime: '08:00', endTime: '12:00' } },
    });
    expect(none.status).toBe(400);
    expect((await json<Body>(none)).errors?.availability).toEqual([
      'Please select at least one day and set your operating hours',
    ]);
  });

  it('saves the location, geocoding it unless coordinates are given', async () => {
    const blank = await patch(client, owner.profile.id, { pickupLocationAddress: '   ' });
    expect(blank.status).toBe(400);
    expect((await json<Body>(blank)).errors?.pickupLocationAddress).toEqual([
      'Please enter a pickup location address.',
    ]);

    const given = await patch(client, owner.profile.id, {
      pickupLocationAddress: 'Rock Hall Marina',
      pickupLocationLat: 39.1381,
      pickupLocationLng: -76.2416,
      pickupInstructions: '',
    });
    expect(given.status).toBe(200);
    expect(await json(given)).toMatchObject({
      pickupLocationAddress: 'Rock Hall Marina',
      pickupLocationLat: 39.1381,
      pickupLocationLng: -76.2416,
      pickupInstructions: null,
    });

    const geocoded = await json(
      await patch(client, owner.profile.id, { pickupLocationAddress: 'Baltimore, MD' }),
    );
    expect(geocoded.pickupLocationLat).toBeCloseTo(39.29, 0);
  });

  it('shows the whole saved profile on the current user at once', async () => {
    const saved = await json(
      await patch(client, owner.profile.id, {
        pickupLocationAddress: 'Rock Hall Marina',
        pickupLocationLat: 39.1381,
        pickupLocationLng: -76.2416,
        pickupInstructions: 'Text when you pull in',
        availability: { Friday: { enabled: true, startTime: '05:00', endTime: '09:30' } },
      }),
    );
    const me = await json<{ crabberProfile: unknown }>(await client.get('/api/auth/user'));
    expect(me.crabberProfile).toEqual(saved);
    expect(me.crabberProfile).toMatchObject({
      availability: { Friday: { enabled: true, startTime: '05:00', endTime: '09:30' } },
      pickupLocationLat: 39.1381,
      pickupInstructions: 'Text when you pull in',
      paymentAccountStatus: 'not_connected',
    });
  });

  it("refuses another seller's change before reading its body", async () => {
    const other = await createSeller(t.db);
    const otherClient = await signedInClient(t.app, other.user.email);
    const res = await patch(otherClient, owner.profile.id, { verificationStatus: 'approved', bio: 1 });
    expect(res.status).toBe(403);
    expect((await json<Body>(res)).errors).toBeUndefined();
  });

  it('lets only the owner change a profile', async () => {
    const other = await createSeller(t.db);
    const otherClient = await signedInClient(t.app, other.user.email);
    const res = await patch(otherClient, owner.profile.id, {
      pickupLocationAddress: 'Somewhere else entirely',
    });
    expect(res.status).toBe(403);
    expect((await json<Body>(res)).message).toBe('You can only change your own seller profile');
    const buyer = await signedInClient(t.app, (await createUser(t.db)).email);
    expect((await patch(buyer, owner.profile.id, { bio: 'x'.repeat(60) })).status).toBe(403);
    expect((await patch(createClient(t.app), owner.profile.id, { bio: 'x'.repeat(60) })).status).toBe(401);
    expect(
      (await patch(client, '00000000-0000-4000-8000-000000000000', { bio: 'x'.repeat(60) })).status,
    ).toBe(404);
    expect((await otherClient.get(`/api/sellers/${owner.profile.id}/stripe-status`)).status).toBe(403);
    expect((await otherClient.post(`/api/sellers/${owner.profile.id}/connect-stripe`)).status).toBe(403);
  });

  it('refuses unknown fields and an empty change', async () => {
    expect((await patch(client, owner.profile.id, { verificationStatus: 'approved' })).status).toBe(400);
    expect((await patch(client, owner.profile.id, {})).status).toBe(400);
  });
});

describe('payout account (test-mode provider)', () => {
  it('connects through the local onboarding page and reads the status back', async () => {
    const t = await createSellerTestApp();
    const seller = await createSeller(t.db);
    const client = await signedInClient(t.app, seller.user.email);
    const statusUrl = `/api/sellers/${seller.profile.id}/stripe-status`;

    expect(await json(await client.get(statusUrl))).toEqual({ connected: false, status: 'not_connected' });

    const connect = await client.post(`/api/sellers/${seller.profile.id}/connect-stripe`);
    expect(connect.status).toBe(200);
    const { onboardingUrl } = await json<{ onboardingUrl: string }>(connect);
    expect(onboardingUrl).toMatch(/^\/payments\/test-onboarding\/acct_test_/);
    expect(await json(await client.get(statusUrl))).toEqual({ connected: true, status: 'pending' });

    // Connecting again while pending gives a fresh link to the same account.
    const again = await json<{ onboardingUrl: string }>(
      await client.post(`/api/sellers/${seller.profile.id}/connect-stripe`),
    );
    expect(again.onboardingUrl).toBe(onboardingUrl);

    const accountId = decodeURIComponent(onboardingUrl.split('/').pop()!);
    const { createTestModeProvider } = await import(
      '../../src/server/integrations/payments/test-mode-provider'
    );
    await createTestModeProvider(t.db).completeOnboarding(accountId);
    await t.services.sellers.syncPaymentAccount(accountId);
    expect(
      first(await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.id, seller.profile.id)))
        ?.stripeAccountStatus,
    ).toBe('active');
    expect(await json(await client.get(statusUrl))).toEqual({ connected: true, status: 'active' });
    const connected = await client.post(`/api/sellers/${seller.profile.id}/connect-stripe`);
    expect(connected.status).toBe(409);
  });

  it('ignores account updates for accounts it does not know', async () => {
    const t = await createSellerTestApp();
    await expect(t.services.sellers.syncPaymentAccount('acct_unknown')).resolves.toBeUndefined();
  });
});
