/** What admins did, and what people reported to them. */
import { sql } from 'drizzle-orm';
import type { Kit } from '#engine-types';
import {
  moderationActionTypes,
  moderationTargetTypes,
  reportStatuses,
  reportTargetTypes,
} from '../../../shared/moderation.schema';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';

export function moderationTables(k: Kit, { users }: Pick<AccountsTables, 'users'>) {
  const { id, createdAt } = commonColumns(k);
  /**
   * What admins did to sellers, listings, accounts and reports, with who, when and why; written in
   * the same transaction as the action itself (docs/product/moderation.md).
   */
  const moderationActions = k.table(
    'moderation_actions',
    {
      id: id(),
      actorId: k.text('actor_id').references(() => users.id, { onDelete: 'set null' }),
      action: k.text('action', { enum: moderationActionTypes }).notNull(),
      targetType: k.text('target_type', { enum: moderationTargetTypes }).notNull(),
      targetId: k.text('target_id').notNull(),
      reason: k.text('reason').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      k.index('moderation_actions_created_idx').on(t.createdAt),
      k.index('moderation_actions_target_idx').on(t.targetType, t.targetId),
    ],
  );
  /** What buyers and sellers reported to the admins: a listing, a message on their order or a review. */
  const reports = k.table(
    'reports',
    {
      id: id(),
      reporterId: k
        .text('reporter_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      targetType: k.text('target_type', { enum: reportTargetTypes }).notNull(),
      targetId: k.text('target_id').notNull(),
      reason: k.text('reason').notNull(),
      status: k.text('status', { enum: reportStatuses }).notNull().default('open'),
      resolvedBy: k.text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
      resolvedAt: k.instant('resolved_at'),
      resolutionNote: k.text('resolution_note'),
      createdAt: createdAt(),
    },
    (t) => [
      k.index('reports_status_idx').on(t.status, t.createdAt),
      // One open report per person per target; once resolved they may report it again.
      k
        .uniqueIndex('reports_open_idx')
        .on(t.reporterId, t.targetType, t.targetId)
        .where(sql`${t.status} = 'open'`),
    ],
  );
  return { moderationActions, reports };
}
