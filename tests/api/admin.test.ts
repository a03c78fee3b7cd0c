import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { crabberProfiles, emailOutbox, notifications } from '../../src/server/db/tables';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';

describe('admin: seller applications', () => {
  let t: TestApp;
  let adminEmail: string;
  let pendingId: string;
  let approvedId: string;
  let applicantId: string;

  beforeEach(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { role: 'admin' });
    adminEmail = admin.email;
    const pending = await createSeller(t.db, { verificationStatus: 'pending', displayName: 'Magothy Pots' });
    pendingId = pending.profile.id;
    applicantId = pending.user.id;
    approvedId = (await createSeller(t.db, { verificationStatus: 'approved' })).profile.id;
  });

  const profile = async (id: string) =>
    first(await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.id, id)));

  it('refuses signed-out visitors with 401 and non-admins with 403', async () => {
    const anonymous = createClient(t.app);
    expect((await anonymous.get('/api/admin/applications')).status).toBe(401);
    expect((await anonymous.post(`/api/admin/applications/${pendingId}/approve`)).status).toBe(401);

    const buyer = await createUser(t.db);
    const client = await signedInClient(t.app, buyer.email);
    const list = await client.get('/api/admin/applications');
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({
      message: 'Access denied. You need admin privileges to view this page.',
    });
    expect((await client.post(`/api/admin/applications/${pendingId}/approve`)).status).toBe(403);
    expect((await client.post(`/api/admin/applications/${pendingId}/reject`)).status).toBe(403);

    const seller = await createSeller(t.db);
    const sellerClient = await signedInClient(t.app, seller.user.email);
    expect((await sellerClient.post(`/api/admin/applications/${pendingId}/approve`)).status).toBe(403);
    expect((await profile(pendingId))?.verificationStatus).toBe('pending');
  });

  it('lists every application with the applicant e-mail, newest first', async () => {
    const client = await signedInClient(t.app, adminEmail);
    const res = await client.get('/api/admin/applications');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      id: string;
      email: string;
      verificationStatus: string;
      displayName: string;
    }[];
    expect(body.map((a) => a.id).sort()).toEqual([pendingId, approvedId].sort());
    const pending = body.find((a) => a.id === pendingId);
    expect(pending).toMatchObject({ verificationStatus: 'pending', displayName: 'Magothy Pots' });
    expect(pending?.email).toMatch(/@factory\.test$/);
  });

  it('approves a pending application, records who and when, and tells the applicant', async () => {
    const client = await signedInClient(t.app, adminEmail);
    const res = await client.post(`/api/admin/applications/${pendingId}/approve`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: pendingId,
      verificationStatus: 'approved',
      reviewedByEmail: adminEmail,
    });
    const row = await profile(pendingId);
    expect(row?.verificationStatus).toBe('approved');
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const note = await t.db.select().from(notifications).where(eq(notifications.userId, applicantId));
    expect(note.map((n) => n.type)).toEqual(['application_approved']);
    const mail = await t.db.select().from(emailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('approved');
  });

  it('rejects with an optional reason that the applicant can read', async () => {
    const client = await signedInClient(t.app, adminEmail);
    const res = await client.post(`/api/admin/applications/${pendingId}/reject`, {
      reason: 'License photo is unreadable',
    });
    expect(res.status).toBe(200);
    expect(await profile(pendingId)).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'License photo is unreadable',
    });
    const note = first(await t.db.select().from(notifications).where(eq(notifications.userId, applicantId)));
    expect(note?.message).toContain('License photo is unreadable');

    const applicant = createClient(t.app);
    const row = await t.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, applicantId) });
    await applicant.post('/api/auth/login', { email: row?.email, password: 'factory-password-1' });
    const me = (await (await applicant.get('/api/auth/user')).json()) as {
      crabberProfile: { verificationStatus: string; rejectionReason: string };
    };
    expect(me.crabberProfile).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'License photo is unreadable',
    });
  });

  it('accepts a reject call with no body, as the documented call sends it', async () => {
    const client = await signedInClient(t.app, adminEmail);
    const res = await client.request(`/api/admin/applications/${pendingId}/reject`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await profile(pendingId)).toMatchObject({ verificationStatus: 'rejected', rejectionReason: null });
  });

  it('decides only pending applications: a second decision is a 409 and changes nothing', async () => {
    const client = await signedInClient(t.app, adminEmail);
    expect((await client.post(`/api/admin/applications/${pendingId}/approve`)).status).toBe(200);
    const again = await client.post(`/api/admin/applications/${pendingId}/reject`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This application was already approved' });
    expect((await profile(pendingId))?.verificationStatus).toBe('approved');
    expect((await client.post(`/api/admin/applications/${approvedId}/approve`)).status).toBe(409);
    expect(await t.db.select().from(notifications)).toHaveLength(1);
  });

  it('answers unknown and malformed ids with 404 and 400, and bad bodies with 400', async () => {
    const client = await signedInClient(t.app, adminEmail);
    const missing = await client.post('/api/admin/applications/7d4c2a3e-0000-4000-8000-000000000000/approve');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Application not found' });
    expect((await client.post('/api/admin/applications/not-a-uuid/approve')).status).toBe(400);
    const malformed = await client.request(`/api/admin/applications/${pendingId}/reject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(malformed.status).toBe(400);
    const tooLong = await client.post(`/api/admin/applications/${pendingId}/reject`, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect((await profile(pendingId))?.verificationStatus).toBe('pending');
  });

  it('lets two admins race: exactly one decision wins', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    const [a, b] = await Promise.all([signedInClient(t.app, adminEmail), signedInClient(t.app, other.email)]);
    const results = await Promise.all([
      a.post(`/api/admin/applications/${pendingId}/approve`),
      b.post(`/api/admin/applications/${pendingId}/reject`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(notifications)).toHaveLength(1);
  });
});
