/**
 * The BayCatch data model, written once for both engines (decision 015). Money columns end in
 * `_cents` and hold integers; ids are UUID strings; times are instants (epoch milliseconds on
 * SQLite, millisecond timestamptz on PostgreSQL). JSON columns hold small, always-read-together
 * values. tables.ts builds it with each engine's column kit (kit.sqlite.ts, kit.postgres.ts).
 */
import type { Kit } from '#engine-types';
import { accountsTables } from './accounts';
import { alertsTables } from './alerts';
import { catalogTables } from './catalog';
import { messagesTables } from './messages';
import { moderationTables } from './moderation';
import { ordersTables } from './orders';
import { paymentsTables } from './payments';
import { salesTables } from './sales';
import { securityTables } from './security';
import { standingTables } from './standing';
import { textsTables } from './texts';
import { traceabilityTables } from './traceability';
import { waitlistTables } from './waitlist';

export function defineTables(k: Kit) {
  const accounts = accountsTables(k);
  const catalog = catalogTables(k, accounts);
  const orders = ordersTables(k, { ...accounts, ...catalog });
  return {
    ...accounts,
    ...catalog,
    ...orders,
    ...salesTables(k, { ...accounts, ...orders }),
    ...paymentsTables(k, accounts),
    ...messagesTables(k, accounts),
    ...moderationTables(k, accounts),
    ...alertsTables(k, { ...accounts, ...catalog }),
    ...securityTables(k, accounts),
    ...traceabilityTables(k, accounts),
    ...textsTables(k, accounts),
    ...waitlistTables(k, { ...accounts, ...catalog }),
    ...standingTables(k, { ...accounts, ...orders }),
  };
}

export type Tables = ReturnType<typeof defineTables>;
