/** The periods the seller's earnings card offers (docs/product/sellers.md). */

export const earningsPeriods = ['week', 'month', 'year', 'all'] as const;
export type EarningsPeriod = (typeof earningsPeriods)[number];
