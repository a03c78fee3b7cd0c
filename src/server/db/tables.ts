/**
 * The tables, as the engine this process runs on knows them (engine.ts). Repositories, the seed
 * and the tests import tables from here, never from db/schema.ts or db/schema.pg.ts, so one query
 * builds SQL for either engine and maps its values (dates, booleans, JSON) the engine's way.
 *
 * They are typed as SQLite's: db/schema.pg.ts declares the same tables with the same row types,
 * which tests/api/schema-agreement.test.ts checks at compile time and against both engines'
 * migrated catalogs, and the app's Db is typed the same way (client.ts).
 */
import * as sqliteSchema from '../../../db/schema';
import * as postgresSchema from '../../../db/schema.pg';
import { engine } from './engine';

const schema = engine === 'postgres' ? (postgresSchema as unknown as typeof sqliteSchema) : sqliteSchema;

export const {
  users,
  sessions,
  passwordResetTokens,
  emailVerificationTokens,
  crabberProfiles,
  closedPickupDays,
  catches,
  catchPromotions,
  cartItems,
  orders,
  orderMessages,
  reviews,
  orderItems,
  notifications,
  paymentIntents,
  testPaymentAccounts,
  paymentEvents,
  emailOutbox,
  contactMessages,
  moderationActions,
  reports,
  sellerFollows,
  catchAlerts,
  newCatchDeliveries,
  alertPreferences,
  serverSecrets,
  pushSubscriptions,
  rateLimitCounters,
  twoFactorSecrets,
  recoveryCodes,
  signInChallenges,
  trustedDevices,
  passkeys,
  webauthnChallenges,
} = schema;

/** Every table, for drizzle()'s schema argument. */
export const tables = schema;
