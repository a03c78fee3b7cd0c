/**
 * Row factories with sensible defaults, so a test states only what matters to it. Every account
 * gets the same known password; its hash is computed once per test process.
 */

import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { crabberProfiles, twoFactorSecrets, users } from '../../src/server/db/tables';
import { totpCode } from '../../src/server/features/two-factor/totp';
import type { TestApp } from './test-app';
import { clockOf, createClient } from './test-app';

export const FACTORY_PASSWORD = 'factory-password-1';
/** The authenticator key of every admin a factory makes: admins must have two-factor sign-in. */
export const FACTORY_TOTP_SECRET = 'FACTORYADMINTOTPKEYFORAPITESTS22';
/** Where each factory admin lives, so signing in can let them use the current code again. */
const adminDatabases = new Map<string, { db: Db; userId: string }>();
let passwordHash: Promise<string> | undefined;
/**
 * A real argon2id hash, which the server verifies as it verifies any (the parameters travel in the
 * hash), made with the smallest memory and passes argon2 allows: the API suites sign factory
 * accounts in some 1,600 times per engine, and at the production parameters (password.ts) those
 * checks alone took about 40 CPU-seconds of each run. The production parameters are what the
 * server hashes new passwords with, in these tests too.
 */
const FACTORY_HASH_OPTIONS = { memoryCost: 8, timeCost: 1, parallelism: 1, outputLen: 32 } as const;
let sequence = 0;

type UserValues = Partial<typeof users.$inferInsert>;
type ProfileValues = Partial<typeof crabberProfiles.$inferInsert>;

export async function createUser(db: Db, values: UserValues = {}) {
  passwordHash ??= hash(FACTORY_PASSWORD, FACTORY_HASH_OPTIONS);
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `person${sequence}@factory.test`,
      firstName: 'Pat',
      lastName: `Tester${sequence}`,
      role: 'buyer',
      passwordHash: await passwordHash,
      ...values,
    })
    .returning();
  if (row!.role === 'admin') {
    await db
      .insert(twoFactorSecrets)
      .values({ userId: row!.id, secret: FACTORY_TOTP_SECRET, enabledAt: new Date() });
    adminDatabases.set(row!.email, { db, userId: row!.id });
  }
  return row!;
}

export async function createSeller(db: Db, profile: ProfileValues = {}, user: UserValues = {}) {
  const account = await createUser(db, { role: 'seller', ...user });
  const [row] = await db
    .insert(crabberProfiles)
    .values({
      userId: account.id,
      displayName: `Seller ${sequence}`,
      bio: 'Working the Chesapeake with trotlines and pots every morning of the season.',
      sellerType: 'commercial',
      verificationStatus: 'approved',
      pickupLocationAddress: '6003 Drum Point Road, Deale, MD 20751',
      pickupLocationLat: 38.77748,
      pickupLocationLng: -76.55313,
      availability: { Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' } },
      ...profile,
    })
    .returning();
  return { user: account, profile: row! };
}

/**
 * A signed-in cookie-keeping client for the given account. A factory admin gives the current
 * code; the spent step is forgotten first, so a test may sign them in as often as it likes (the
 * rule that a code works once has its own tests in two-factor.test.ts).
 */
export async function signedInClient(app: TestApp['app'], email: string) {
  const client = createClient(app);
  const res = await client.post('/api/auth/login', { email, password: FACTORY_PASSWORD });
  if (res.status !== 200) throw new Error(`Sign-in as ${email} failed with ${res.status}`);
  if (((await res.clone().json()) as { twoFactorRequired?: boolean }).twoFactorRequired) {
    const admin = adminDatabases.get(email);
    if (admin) {
      await admin.db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: null })
        .where(eq(twoFactorSecrets.userId, admin.userId));
    }
    const code = await client.post('/api/auth/login/two-factor', {
      code: totpCode(FACTORY_TOTP_SECRET, clockOf(app)),
    });
    if (code.status !== 200) throw new Error(`The code step for ${email} failed with ${code.status}`);
  }
  return client;
}
