import type { catchAlerts } from '../../db/tables';

/** A saved alert as its repositories read it. */
export type AlertRow = typeof catchAlerts.$inferSelect;
