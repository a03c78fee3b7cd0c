/** What moderation acts on and records (docs/product/moderation.md), read by its inputs and its answers alike. */

export const moderationActionTypes = [
  'seller_revoked',
  'seller_reinstated',
  'listing_hidden',
  'listing_restored',
  'user_suspended',
  'user_restored',
  'report_dismissed',
  'report_actioned',
  'review_removed',
  'message_removed',
  'seller_limit_set',
  /** Seasons and limits kept as data (docs/product/traceability.md). */
  'rule_added',
  'rule_changed',
  'rule_removed',
  /** A recall notice to every buyer of one traceability lot. */
  'lot_buyers_notified',
  /** Harvest area closures (docs/product/traceability.md). */
  'area_closed',
  'area_reopened',
] as const;
export type ModerationActionType = (typeof moderationActionTypes)[number];

// Both lists are text columns without a CHECK in either engine's migrations: a new value needs none.
export const moderationTargetTypes = [
  'seller',
  'listing',
  'user',
  'report',
  'review',
  'message',
  'rule',
  'lot',
  'closure',
] as const;
export type ModerationTargetType = (typeof moderationTargetTypes)[number];

/** 'review' is reported the same way; the reviews feature fills in its target (moderation.service). */
export const reportTargetTypes = ['listing', 'message', 'review'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
