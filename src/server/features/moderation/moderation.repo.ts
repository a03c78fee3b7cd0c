import { type AnyColumn, and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  ModerationActionType,
  ModerationTargetType,
  ReportStatus,
  ReportTargetType,
} from '../../../shared/moderation.schema';
import type { Db } from '../../db/client';
import { alias, likeOperator, tieBreaker } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { affected, first } from '../../db/query';
import {
  catches,
  crabberProfiles,
  moderationActions,
  orderMessages,
  orders,
  reports,
  reviews,
  sessions,
  users,
} from '../../db/tables';
import { inTransaction as runInTransaction } from '../../db/transaction';

const actors = alias(users, 'actors');
const resolvers = alias(users, 'resolvers');
const sellerOwners = alias(users, 'seller_owners');

export interface ActionRecord {
  actorId: string;
  action: ModerationActionType;
  targetType: ModerationTargetType;
  targetId: string;
  reason: string;
  createdAt: Date;
}

interface Page {
  limit: number;
  offset: number;
}

export function createModerationRepo(db: Db) {
  const actionRows = () =>
    db
      .select({ action: moderationActions, actorEmail: actors.email })
      .from(moderationActions)
      .leftJoin(actors, eq(moderationActions.actorId, actors.id));

  const reportRows = () =>
    db
      .select({
        report: reports,
        reporter: {
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          deletedAt: users.deletedAt,
        },
        resolverEmail: resolvers.email,
      })
      .from(reports)
      .innerJoin(users, eq(reports.reporterId, users.id))
      .leftJoin(resolvers, eq(reports.resolvedBy, resolvers.id));

  const reportStatusWhere = (status: ReportStatus | undefined): SQL | undefined =>
    status ? eq(reports.status, status) : undefined;

  const userSearchWhere = (q: string): SQL | undefined => {
    if (!q) return isNull(users.deletedAt);
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = (column: AnyColumn) => sql`${column} ${likeOperator} ${pattern} escape '\\'`;
    return and(
      isNull(users.deletedAt),
      or(
        matches(users.email),
        matches(users.firstName),
        matches(users.lastName),
        matches(crabberProfiles.displayName),
      ),
    );
  };

  return {
    /** The action and its line in the activity list commit together or not at all. */
    inTransaction<T>(work: () => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },

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

    /** A seller profile with its owner, or undefined (an owner who deleted the account counts as gone). */
    async findSeller(id: string) {
      return first(
        await db
          .select({
            id: crabberProfiles.id,
            displayName: crabberProfiles.displayName,
            verificationStatus: crabberProfiles.verificationStatus,
            userId: users.id,
          })
          .from(crabberProfiles)
          .innerJoin(users, eq(crabberProfiles.userId, users.id))
          .where(and(eq(crabberProfiles.id, id), isNull(users.deletedAt))),
      );
    },
    /** Only an approved seller is revoked; false when someone else changed the status first. */
    async revokeApproved(id: string, decision: { reason: string; by: string; at: Date }): Promise<boolean> {
      return (
        affected(
          await db
            .update(crabberProfiles)
            .set({
              verificationStatus: 'revoked',
              rejectionReason: decision.reason,
              reviewedBy: decision.by,
              reviewedAt: decision.at,
            })
            .where(and(eq(crabberProfiles.id, id), eq(crabberProfiles.verificationStatus, 'approved'))),
        ) > 0
      );
    },

    async findListing(id: string) {
      return first(
        await db
          .select({
            id: catches.id,
            title: catches.title,
            hiddenAt: catches.hiddenAt,
            hiddenReason: catches.hiddenReason,
            crabberId: catches.crabberId,
            sellerUserId: crabberProfiles.userId,
          })
          .from(catches)
          .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
          .where(eq(catches.id, id)),
      );
    },
    async hideListing(id: string, reason: string, at: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(catches)
            .set({ hiddenAt: at, hiddenReason: reason })
            .where(and(eq(catches.id, id), isNull(catches.hiddenAt))),
        ) > 0
      );
    },
    async restoreListing(id: string): Promise<boolean> {
      return (
        affected(
          await db
            .update(catches)
            .set({ hiddenAt: null, hiddenReason: null })
            .where(and(eq(catches.id, id), isNotNull(catches.hiddenAt))),
        ) > 0
      );
    },

    async findUser(id: string) {
      return first(
        await db
          .select({
            id: users.id,
            email: users.email,
            role: users.role,
            suspendedAt: users.suspendedAt,
            deletedAt: users.deletedAt,
          })
          .from(users)
          .where(eq(users.id, id)),
      );
    },
    /** Suspends the account and ends every session it holds, in the caller's transaction. */
    async suspendUser(id: string, reason: string, at: Date): Promise<boolean> {
      const changed =
        affected(
          await db
            .update(users)
            .set({ suspendedAt: at, suspensionReason: reason })
            .where(and(eq(users.id, id), isNull(users.suspendedAt))),
        ) > 0;
      if (changed) await db.delete(sessions).where(eq(sessions.userId, id));
      return changed;
    },
    async restoreUser(id: string): Promise<boolean> {
      return (
        affected(
          await db
            .update(users)
            .set({ suspendedAt: null, suspensionReason: null })
            .where(and(eq(users.id, id), isNotNull(users.suspendedAt))),
        ) > 0
      );
    },

    async listUsers(q: string, page: Page) {
      return await db
        .select({ user: users, sellerName: crabberProfiles.displayName })
        .from(users)
        .leftJoin(crabberProfiles, eq(crabberProfiles.userId, users.id))
        .where(userSearchWhere(q))
        .orderBy(desc(users.createdAt), desc(tieBreaker(users)))
        .limit(page.limit)
        .offset(page.offset);
    },
    async countUsers(q: string): Promise<number> {
      return (
        first(
          await db
            .select({ n: count() })
            .from(users)
            .leftJoin(crabberProfiles, eq(crabberProfiles.userId, users.id))
            .where(userSearchWhere(q)),
        )?.n ?? 0
      );
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
      }
    },

    /**
     * Removes a review and takes its stars out of the seller's running rating, in the caller's
     * transaction; false when it was already removed.
     */
    async removeReview(id: string, reason: string, at: Date): Promise<boolean> {
      const removed = first(
        await db
          .update(reviews)
          .set({ removedAt: at, removedReason: reason })
          .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
          .returning({ crabberId: reviews.crabberId, stars: reviews.stars }),
      );
      if (!removed) return false;
      await db
        .update(crabberProfiles)
        .set({
          ratingSum: sql`${crabberProfiles.ratingSum} - ${removed.stars}`,
          ratingCount: sql`${crabberProfiles.ratingCount} - 1`,
        })
        .where(eq(crabberProfiles.id, removed.crabberId));
      return true;
    },
    /** Removes an order message (its text stays for the admins); false when it was already removed. */
    async removeMessage(id: string, reason: string, at: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(orderMessages)
            .set({ removedAt: at, removedReason: reason })
            .where(and(eq(orderMessages.id, id), isNull(orderMessages.removedAt))),
        ) > 0
      );
    },
    /** Where to tell the author of removed content: their address and whether it may be written to. */
    async contactOf(userId: string) {
      return first(
        await db
          .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId)),
      );
    },

    /** A message with the two parties of its order, for reporting it and for the queue's summary. */
    async findMessage(id: string) {
      return first(
        await db
          .select({
            id: orderMessages.id,
            body: orderMessages.body,
            removedAt: orderMessages.removedAt,
            orderId: orderMessages.orderId,
            senderRole: orderMessages.senderRole,
            senderId: orderMessages.senderId,
            buyerId: orders.buyerId,
            sellerUserId: crabberProfiles.userId,
            sellerName: crabberProfiles.displayName,
            buyerFirstName: users.firstName,
            buyerLastName: users.lastName,
            buyerEmail: users.email,
            buyerDeletedAt: users.deletedAt,
          })
          .from(orderMessages)
          .innerJoin(orders, eq(orderMessages.orderId, orders.id))
          .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
          .innerJoin(users, eq(orders.buyerId, users.id))
          .where(eq(orderMessages.id, id)),
      );
    },
    /** A review with its author and seller, for reporting it and for the queue's summary. */
    async findReview(id: string) {
      return first(
        await db
          .select({
            id: reviews.id,
            orderId: reviews.orderId,
            stars: reviews.stars,
            body: reviews.body,
            removedAt: reviews.removedAt,
            authorId: reviews.authorId,
            authorFirstName: users.firstName,
            authorLastName: users.lastName,
            authorDeletedAt: users.deletedAt,
            sellerUserId: crabberProfiles.userId,
            sellerStatus: crabberProfiles.verificationStatus,
          })
          .from(reviews)
          .innerJoin(crabberProfiles, eq(reviews.crabberId, crabberProfiles.id))
          .leftJoin(users, eq(reviews.authorId, users.id))
          .where(eq(reviews.id, id)),
      );
    },
    /** A listing as the queue summarises it, whatever its state. */
    async findListingSummary(id: string) {
      return first(
        await db
          .select({
            id: catches.id,
            title: catches.title,
            hiddenAt: catches.hiddenAt,
            sellerName: crabberProfiles.displayName,
            sellerUserId: sellerOwners.id,
          })
          .from(catches)
          .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
          .innerJoin(sellerOwners, eq(crabberProfiles.userId, sellerOwners.id))
          .where(eq(catches.id, id)),
      );
    },

    /** The new report, or null when the person already has one open on the target. */
    async insertReport(values: {
      reporterId: string;
      targetType: ReportTargetType;
      targetId: string;
      reason: string;
      createdAt: Date;
    }) {
      try {
        return first(await db.insert(reports).values(values).returning())!;
      } catch (error) {
        // The partial unique index keeps one open report per person and target, even under a race.
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async findReport(id: string) {
      return first(await reportRows().where(eq(reports.id, id)));
    },
    async listReports(status: ReportStatus | undefined, page: Page) {
      return await reportRows()
        .where(reportStatusWhere(status))
        .orderBy(desc(reports.createdAt), desc(tieBreaker(reports)))
        .limit(page.limit)
        .offset(page.offset);
    },
    async countReports(status: ReportStatus | undefined): Promise<number> {
      return await db.$count(reports, reportStatusWhere(status));
    },
    /** Resolves an open report only; false when it was already resolved. */
    async resolveReport(
      id: string,
      resolution: { status: 'dismissed' | 'actioned'; by: string; at: Date; note: string | null },
    ): Promise<boolean> {
      return (
        affected(
          await db
            .update(reports)
            .set({
              status: resolution.status,
              resolvedBy: resolution.by,
              resolvedAt: resolution.at,
              resolutionNote: resolution.note,
            })
            .where(and(eq(reports.id, id), eq(reports.status, 'open'))),
        ) > 0
      );
    },
  };
}
export type ModerationRepo = ReturnType<typeof createModerationRepo>;
export type ReportRow = NonNullable<Awaited<ReturnType<ModerationRepo['findReport']>>>;
export type ActionRow = NonNullable<Awaited<ReturnType<ModerationRepo['findAction']>>>;
