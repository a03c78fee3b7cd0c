import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/tables';
import { PASSWORD_MIN_LENGTH } from '../../src/shared/auth.schema';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient, createTestApp } from '../helpers/test-app';
import { countRows, newAccount, PASSWORD, sessionCookie, UUID, userDtoKeys } from './auth-helpers';

describe('POST /api/auth/register', () => {
  it('creates a buyer, answers 201 with the user and never the password hash', async () => {
    const { app, db } = await createTestApp();
    const client = createClient(app);
    const res = await client.post('/api/auth/register', {
      email: '  Ada.Waterman@Bay.TEST ',
      password: PASSWORD,
      firstName: ' Ada ',
      lastName: 'Waterman',
    });

    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(userDtoKeys);
    expect(body).toMatchObject({
      email: 'ada.waterman@bay.test',
      firstName: 'Ada',
      lastName: 'Waterman',
      role: 'buyer',
      crabberProfile: null,
      profileImageUrl: null,
    });
    expect(body.id).toMatch(UUID);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);

    const [row] = await db
      .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
      .from(users);
    expect(row?.email).toBe('ada.waterman@bay.test');
    expect(row?.role).toBe('buyer');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('ignores a role smuggled into the sign-up body', async () => {
    const { app } = await createTestApp();
    const res = await createClient(app).post('/api/auth/register', { ...newAccount(), role: 'admin' });
    expect(res.status).toBe(201);
    expect((await res.json()).role).toBe('buyer');
  });

  it('signs the new account in with an HttpOnly, SameSite=Lax cookie and no Secure flag over http', async () => {
    const { app } = await createTestApp();
    const client = createClient(app);
    const res = await client.post('/api/auth/register', newAccount());
    expect(res.status).toBe(201);

    const cookie = sessionCookie(res);
    expect(cookie.value).toMatch(/^[a-z2-7]{32}$/);
    expect(cookie.attributes.httponly).toBe(true);
    expect(cookie.attributes.samesite).toBe('Lax');
    expect(cookie.attributes.path).toBe('/');
    expect(cookie.attributes.secure).toBeUndefined();
    const expires = Date.parse(String(cookie.attributes.expires));
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect((await me.json()).email).toMatch(/@bay\.test$/);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const { app } = await createTestApp({ publicUrl: 'https://baycatch.example' });
    const client = createClient(app);

    const withOrigin = await client.post('/api/auth/register', newAccount(), {
      headers: { origin: 'https://baycatch.example' },
    });
    expect(withOrigin.status).toBe(201);
    expect(sessionCookie(withOrigin).attributes.secure).toBe(true);

    const withoutOrigin = await createClient(app).post('/api/auth/register', newAccount());
    expect(withoutOrigin.status).toBe(201);
    const cookie = sessionCookie(withoutOrigin);
    expect(cookie.attributes.secure).toBe(true);
    expect(cookie.attributes.httponly).toBe(true);
    expect(cookie.attributes.samesite).toBe('Lax');
  });

  it('answers a taken e-mail, whatever its case, as a new one: 201, the same shape, a cookie; creates nothing and mails the owner', async () => {
    const t = await createTestApp();
    const { app, db } = t;
    const client = createClient(app);
    const first = await client.post('/api/auth/register', newAccount({ email: 'crab@bay.test' }));
    expect(first.status).toBe(201);
    const firstBody = await first.json();

    for (const email of ['crab@bay.test', 'CRAB@Bay.Test', '  crab@bay.test  ']) {
      const tab = createClient(app);
      const again = await tab.post('/api/auth/register', newAccount({ email, firstName: 'Mallory' }));
      expect(again.status).toBe(201);
      const body = await again.json();
      expect(Object.keys(body).sort()).toEqual(Object.keys(firstBody).sort());
      expect(body).toMatchObject({ email: 'crab@bay.test', firstName: 'Mallory', emailVerified: false });
      expect(body.id).not.toBe(firstBody.id);
      expect(sessionCookie(again).attributes.httponly).toBe(true);
      // The residual docs/security.md names: the cookie opens no session.
      expect((await tab.get('/api/auth/user')).status).toBe(401);
    }
    expect(await countRows(db, 'users')).toBe(1);
    expect(await countRows(db, 'sessions')).toBe(1);
    const notices = await mailsInOutbox(t, {
      subject: 'Someone tried to create a BayCatch account with your address',
      to: 'crab@bay.test',
      count: 3,
    });
    expect(notices[0]?.text).toContain('http://localhost/sign-in');
    expect(notices[0]?.text).toContain('http://localhost/forgot-password');
  });

  describe('invalid input', () => {
    const cases: Array<{ name: string; body: unknown; fields: Record<string, string[]> }> = [
      {
        name: 'an empty body',
        body: {},
        fields: {
          email: ['Email is required'],
          password: ['Password is required'],
          firstName: ['First name is required'],
          lastName: ['Last name is required'],
        },
      },
      {
        name: 'a missing last name',
        body: newAccount({ lastName: undefined }),
        fields: { lastName: ['Last name is required'] },
      },
      {
        name: 'a blank first name',
        body: newAccount({ firstName: '   ' }),
        fields: { firstName: ['First name is required'] },
      },
      {
        name: 'wrong types',
        body: newAccount({ email: 42, password: 1234567890123 }),
        fields: { email: ['Email is required'], password: ['Password is required'] },
      },
      {
        name: 'a malformed e-mail',
        body: newAccount({ email: 'not-an-email' }),
        fields: { email: ['Enter a valid email address'] },
      },
      {
        name: 'a short password',
        body: newAccount({ password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) }),
        fields: { password: [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`] },
      },
      {
        name: 'an overlong name',
        body: newAccount({ firstName: 'A'.repeat(61) }),
        fields: { firstName: ['First name must be at most 60 characters'] },
      },
    ];

    it('refuses a common or guessable password, saying why, and writes nothing', async () => {
      const { app, db } = await createTestApp();
      for (const password of ['password123', 'qwertyuiop', 'robin.buyer1']) {
        const res = await createClient(app).post(
          '/api/auth/register',
          newAccount({ password, email: 'robin.buyer@bay.test', firstName: 'Robin', lastName: 'Buyer' }),
        );
        expect(res.status).toBe(400);
        expect((await res.json()).errors.password[0]).toMatch(
          /^This password (is too easy to guess|appears in lists of leaked passwords)/,
        );
      }
      expect(await countRows(db, 'users')).toBe(0);
    });

    for (const { name, body, fields } of cases) {
      it(`answers 400 with field errors for ${name} and writes nothing`, async () => {
        const { app, db } = await createTestApp();
        const res = await createClient(app).post('/api/auth/register', body);
        expect(res.status).toBe(400);
        const json = await res.json();
        expect(Object.keys(json).sort()).toEqual(['errors', 'message']);
        expect(json.errors).toEqual(fields);
        const [field, [first]] = Object.entries(fields)[0]!;
        expect(json.message).toBe(`${field}: ${first}`);
        expect(res.headers.getSetCookie()).toEqual([]);
        expect(await countRows(db, 'users')).toBe(0);
        expect(await countRows(db, 'sessions')).toBe(0);
      });
    }

    it('answers 400 for a JSON body that is not an object', async () => {
      const { app, db } = await createTestApp();
      const res = await createClient(app).post('/api/auth/register', ['a', 'b']);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(typeof json.message).toBe('string');
      expect(json.errors).toBeTypeOf('object');
      expect(await countRows(db, 'users')).toBe(0);
    });

    it("answers 400 'Malformed JSON body' for broken JSON", async () => {
      const { app, db } = await createTestApp();
      for (const body of ['{"email": "a@b.test",', '', 'email=a@b.test']) {
        const res = await createClient(app).request('/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ message: 'Malformed JSON body' });
      }
      expect(await countRows(db, 'users')).toBe(0);
    });
  });

  it('makes an address listed in ADMIN_EMAILS an admin at sign-up, matching case-insensitively', async () => {
    const { app, db } = await createTestApp({ adminEmails: new Set(['boss@x.test']) });
    const boss = await createClient(app).post('/api/auth/register', newAccount({ email: 'Boss@X.test' }));
    expect(boss.status).toBe(201);
    expect(await boss.json()).toMatchObject({ email: 'boss@x.test', role: 'admin' });

    const other = await createClient(app).post('/api/auth/register', newAccount({ email: 'staff@x.test' }));
    expect((await other.json()).role).toBe('buyer');

    const roles = await db
      .select({ email: users.email, role: users.role })
      .from(users)
      .orderBy(asc(users.email));
    expect(roles).toEqual([
      { email: 'boss@x.test', role: 'admin' },
      { email: 'staff@x.test', role: 'buyer' },
    ]);
  });
});
