/**
 * The tables, as the engine this process runs on knows them (engine.ts). Repositories, the seed
 * and the tests import tables from here, so one query builds SQL for either engine and maps its
 * values (dates, booleans, JSON) the engine's way.
 *
 * Both engines' tables come from the one definition (schema/define-tables.ts) built with each
 * engine's column kit. The type checker sees one engine per run: `#engine-types` is SQLite's
 * under tsconfig.json and PostgreSQL's under tsconfig.pg.json (decision 015). This file is the
 * only place the other engine's objects are given the checked engine's types.
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import type { Kit } from '#engine-types';
import type { Db } from './db-type';
import { engine } from './engine';
import { defineTables, type Tables } from './schema/define-tables';
import { postgresKit } from './schema/kit.postgres';
import { sqliteKit } from './schema/kit.sqlite';

export const sqliteTables: Tables = defineTables(sqliteKit as unknown as Kit);
export const postgresTables: Tables = defineTables(postgresKit as unknown as Kit);

const schema = engine === 'postgres' ? postgresTables : sqliteTables;

/** The engine's column kit, for what queries need of it (dialect.ts). */
export const engineKit: Kit = (engine === 'postgres' ? postgresKit : sqliteKit) as unknown as Kit;

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
  orderLineAdjustments,
  creditNotes,
  receiptCounters,
  receipts,
  disputes,
  notifications,
  paymentIntents,
  testPaymentAccounts,
  setupIntents,
  testRefunds,
  reconciliationRuns,
  reconciliationDifferences,
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
  sentReminders,
  rateLimitCounters,
  idempotentRequests,
  twoFactorSecrets,
  recoveryCodes,
  signInChallenges,
  trustedDevices,
  passkeys,
  webauthnChallenges,
  sellerLicences,
  saleRules,
  harvestAreas,
  areaClosures,
  phoneCodes,
  smsOutbox,
  smsOptOuts,
  smsInbound,
  waitlistEntries,
  speciesWaitlistEntries,
  standingOrders,
  standingOrderSkips,
  standingOrderFills,
} = schema;

/** Every table, for drizzle()'s schema argument. */
export const tables = schema;

/**
 * An engine's Drizzle database as the app's Db, for that engine's client (sqlite-client.ts,
 * postgres-client.ts). Under the other engine's check the two types differ; at run time a process
 * opens only its own engine's database.
 */
export const asAppDb = (database: SqliteRemoteDatabase<Tables> | NodePgDatabase<Tables>): Db =>
  database as unknown as Db;
