/**
 * Row factories with sensible defaults, so a test states only what matters to it. Every account
 * gets the same known password; its hash is computed once per test process.
 */
import type { Db } from '../../src/server/db/client';
import { crabberProfiles, users } from '../../src/server/db/tables';
import { hashPassword } from '../../src/server/features/auth/password';
import type { TestApp } from './test-app';
import { createClient } from './test-app';

export const FACTORY_PASSWORD = 'factory-password-1';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

type UserValues = Partial<typeof users.$inferInsert>;
type ProfileValues = Partial<typeof crabberProfiles.$inferInsert>;

export async function createUser(db: Db, values: UserValues = {}) {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
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

/** A signed-in cookie-keeping client for the given account. */
export async function signedInClient(app: TestApp['app'], email: string) {
  const client = createClient(app);
  const res = await client.post('/api/auth/login', { email, password: FACTORY_PASSWORD });
  if (res.status !== 200) throw new Error(`Sign-in as ${email} failed with ${res.status}`);
  return client;
}
