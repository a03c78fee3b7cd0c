/** The activity list: every moderation action, who took it and what it points at. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ModerationTargetType } from '../../../shared/moderation.schema';
import type { Db } from '../../db/client';
import { alias, tieBreaker } from '../../db/dialect';
import { first } from '../../db/query';
import {
  areaClosures,
  catches,
  crabberProfiles,
  harvestAreas,
  moderationActions,
  orderMessages,
  orders,
  reports,
  reviews,
  saleRules,
  users,
} from '../../db/tables';
import type { ActionRecord, Page } from './moderation-records';

const actors = alias(users, 'actors');

export function createModerationLogRepo(db: Db) {
  const actionRows = () =>
    db
      .select({ action: moderationActions, actorEmail: actors.email })
      .from(moderationActions)
      .leftJoin(actors, eq(moderationActions.actorId, actors.id));

  return {
    async recordAction(values: ActionRecord) {
      return first(await db.insert(moderationActions).values(values).returning())!;
    },

    async listActions(page: Page) {
      return await actionRows()
        .orderBy(desc(moderationActions.createdAt), desc(tieBreaker(moderationActions)))
        .limit(page.limit)
        .offset(page.offset);
    },
    async countActions(): Promise<number> {
      return await db.$count(moderationActions);
    },
    async findAction(id: string) {
      return first(await actionRows().where(eq(moderationActions.id, id)));
    },

    /** Names of what actions point at, for the activity list; a missing target has none. */
    async labelOf(targetType: ModerationTargetType, targetId: string): Promise<string | null> {
      switch (targetType) {
        case 'listing':
          return (
            first(await db.select({ label: catches.title }).from(catches).where(eq(catches.id, targetId)))
              ?.label ?? null
          );
        case 'seller':
          return (
            first(
              await db
                .select({ label: crabberProfiles.displayName })
                .from(crabberProfiles)
                .where(eq(crabberProfiles.id, targetId)),
            )?.label ?? null
          );
        case 'user':
          return (
            first(
              await db
                .select({ label: users.email })
                .from(users)
                .where(and(eq(users.id, targetId), isNull(users.deletedAt))),
            )?.label ?? null
          );
        case 'report':
          return (
            first(await db.select({ label: reports.reason }).from(reports).where(eq(reports.id, targetId)))
              ?.label ?? null
          );
        // A removed review or message is named by its seller's business: its text is what was removed.
        case 'review':
          return (
            first(
              await db
                .select({ label: crabberProfiles.displayName })
                .from(reviews)
                .innerJoin(crabberProfiles, eq(reviews.crabberId, crabberProfiles.id))
                .where(eq(reviews.id, targetId)),
            )?.label ?? null
          );
        case 'message':
          return (
            first(
              await db
                .select({ label: crabberProfiles.displayName })
                .from(orderMessages)
                .innerJoin(orders, eq(orderMessages.orderId, orders.id))
                .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
                .where(eq(orderMessages.id, targetId)),
            )?.label ?? null
          );
        // A removed rule has no label: its words are in the action's note.
        case 'rule':
          return (
            first(
              await db.select({ label: saleRules.text }).from(saleRules).where(eq(saleRules.id, targetId)),
            )?.label ?? null
          );
        // A lot is named by its code.
        case 'lot':
          return targetId;
        case 'closure':
          return (
            first(
              await db
                .select({ label: harvestAreas.name })
                .from(areaClosures)
                .innerJoin(harvestAreas, eq(areaClosures.areaCode, harvestAreas.code))
                .where(eq(areaClosures.id, targetId)),
            )?.label ?? null
          );
      }
    },
  };
}
