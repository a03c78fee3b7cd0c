import { beforeEach, describe, expect, it } from 'vitest';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createClient, type TestApp } from '../helpers/test-app';
import { createSellerTestApp, json } from './seller-helpers';

const publicKeys = [
  'availability',
  'bio',
  'displayName',
  'heroPhotoUrl',
  'id',
  'memberSince',
  'pickupInstructions',
  'pickupLocationAddress',
  'pickupLocationLat',
  'pickupLocationLng',
  'rating',
  'sellerType',
  'specialties',
  'verificationLevel',
];

describe('GET /api/sellers/{id}/public', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createSellerTestApp();
  });

  it('answers a signed-in buyer with the public fields only', async () => {
    const { profile } = await createSeller(t.db, {
      displayName: 'Dobbins Crab Co.',
      licenseImageUrl: '/uploads/licence.png',
      weeklyQuantityLimit: 300,
      specialties: ['blue crabs'],
    });
    const buyer = await createUser(t.db);
    const client = await signedInClient(t.app, buyer.email);
    const res = await client.get(`/api/sellers/${profile.id}/public`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual(publicKeys);
    expect(body).toMatchObject({
      id: profile.id,
      displayName: 'Dobbins Crab Co.',
      sellerType: 'commercial',
      specialties: ['blue crabs'],
      pickupLocationAddress: '6003 Drum Point Road, Deale, MD 20751',
      availability: { Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' } },
      rating: { average: null, count: 0 },
    });
    expect(JSON.stringify(body)).not.toContain('licence.png');
    expect(JSON.stringify(body)).not.toContain(profile.userId);
  });

  it('answers the same through tRPC', async () => {
    const { profile } = await createSeller(t.db);
    const buyer = await createUser(t.db);
    const client = await signedInClient(t.app, buyer.email);
    const input = encodeURIComponent(JSON.stringify({ json: { id: profile.id } }));
    const res = await client.get(`/trpc/sellers.publicProfile?input=${input}`);
    expect(res.status).toBe(200);
    const body = await json<{ result: { data: { json: Record<string, unknown> } } }>(res);
    expect(Object.keys(body.result.data.json).sort()).toEqual(publicKeys);
  });

  it('refuses signed-out visitors', async () => {
    const { profile } = await createSeller(t.db);
    expect((await createClient(t.app).get(`/api/sellers/${profile.id}/public`)).status).toBe(401);
  });

  it('does not show applicants, rejected sellers or unknown ids', async () => {
    const pending = await createSeller(t.db, { verificationStatus: 'pending' });
    const rejected = await createSeller(t.db, {
      verificationStatus: 'rejected',
      rejectionReason: 'No licence',
    });
    const buyer = await createUser(t.db);
    const client = await signedInClient(t.app, buyer.email);
    for (const id of [pending.profile.id, rejected.profile.id, 'no-such-seller']) {
      const res = await client.get(`/api/sellers/${id}/public`);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Seller not found' });
    }
  });
});
