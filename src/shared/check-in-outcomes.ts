/** How a synced check-in ended (docs/product/orders-and-pickup.md), read by the sync's answer. */

export const checkInOutcomes = ['applied', 'alreadyApplied', 'conflict'] as const;
