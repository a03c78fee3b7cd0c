/**
 * Admin moderation (docs/product/moderation.md): revoking a seller's approval, hiding and
 * restoring listings, suspending and restoring accounts, and the reports buyers and sellers send.
 * Every action is written to the activity list in the same transaction as the change itself.
 */

import { moderationMessages } from '../../../shared/messages/moderation';
import { reviewScreenTexts } from '../../../shared/messages/review';
import type {
  CreateReportInput,
  ModeratedUserDto,
  ModeratedUsersPageDto,
  ModerationActionDto,
  ModerationActionsPageDto,
  ModerationActionsQuery,
  ReportDto,
  ReportReceiptDto,
  ReportsPageDto,
  ReportsQuery,
  ReportTargetType,
  ResolveReportInput,
  UserSearchQuery,
} from '../../../shared/moderation.schema';
import { shortOrderId } from '../../../shared/order-status';
import { reviewerName } from '../../../shared/review.schema';
import type { UserDto } from '../../../shared/user.schema';
import { displayNameOf } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ActionRecord, ActionRow, ModerationRepo, ReportRow } from './moderation.repo';

const SUMMARY_LENGTH = 140;

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}

interface ModerationDeps {
  repo: ModerationRepo;
  notifications: NotificationsService;
  /** Who may see a listing is the catalog's rule: a reporter reports only what they can view. */
  catalog: { getCatch(id: string, viewer: UserDto | null): unknown };
  now?: () => Date;
}

export function createModerationService({
  repo,
  notifications,
  catalog,
  now = () => new Date(),
}: ModerationDeps) {
  async function toActionDto({ action, actorEmail }: ActionRow): Promise<ModerationActionDto> {
    return {
      id: action.id,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId,
      targetLabel: await repo.labelOf(action.targetType, action.targetId),
      reason: action.reason,
      actorEmail,
      createdAt: action.createdAt.toISOString(),
    };
  }

  /** Runs the change and records it together; the change returns false when the state forbids it. */
  async function act(
    record: Omit<ActionRecord, 'createdAt'>,
    change: (at: Date) => Promise<void>,
  ): Promise<ModerationActionDto> {
    const at = now();
    const row = await repo.inTransaction(async () => {
      await change(at);
      return repo.recordAction({ ...record, createdAt: at });
    });
    return toActionDto({ action: row, actorEmail: (await repo.findAction(row.id))?.actorEmail ?? null });
  }

  function conflictUnless(changed: boolean, message: string): void {
    if (!changed) throw new AppError('CONFLICT', message);
  }

  async function findListing(id: string) {
    const listing = await repo.findListing(id);
    if (!listing) throw new AppError('NOT_FOUND', moderationMessages.listingNotFound);
    return listing;
  }

  async function findUserToModerate(adminId: string, id: string) {
    const user = await repo.findUser(id);
    if (!user || user.deletedAt) throw new AppError('NOT_FOUND', moderationMessages.userNotFound);
    if (user.id === adminId) throw new AppError('CONFLICT', moderationMessages.cannotSuspendSelf);
    if (user.role === 'admin') throw new AppError('FORBIDDEN', moderationMessages.cannotSuspendAdmin);
    return user;
  }

  /**
   * The one check of what may be reported: 404 unless the reporter can see the target (a listing
   * they can view, a message on one of their own orders).
   */
  async function assertReportable(
    reporter: UserDto,
    targetType: ReportTargetType,
    targetId: string,
  ): Promise<void> {
    switch (targetType) {
      case 'listing':
        await catalog.getCatch(targetId, reporter);
        return;
      case 'message': {
        const message = await repo.findMessage(targetId);
        if (
          !message ||
          message.removedAt !== null ||
          (message.buyerId !== reporter.id && message.sellerUserId !== reporter.id)
        ) {
          throw new AppError('NOT_FOUND', moderationMessages.targetNotFound);
        }
        return;
      }
      case 'review': {
        // A review shows on its seller's storefront, which any signed-in person may read while the
        // seller is approved; its author and the seller may report it whatever the seller's state.
        const review = await repo.findReview(targetId);
        const visible =
          review &&
          review.removedAt === null &&
          (review.sellerStatus === 'approved' ||
            review.authorId === reporter.id ||
            review.sellerUserId === reporter.id);
        if (!visible) throw new AppError('NOT_FOUND', moderationMessages.targetNotFound);
        return;
      }
    }
  }

  /** What the queue shows of a report's target; nulls when it is gone. */
  async function targetOf(targetType: ReportTargetType, targetId: string) {
    const none = {
      targetSummary: null,
      listingId: null,
      listingHidden: false,
      orderId: null,
      authorName: null,
    };
    if (targetType === 'listing') {
      const listing = await repo.findListingSummary(targetId);
      if (!listing) return none;
      return {
        ...none,
        targetSummary: listing.title,
        listingId: listing.id,
        listingHidden: listing.hiddenAt !== null,
        authorName: listing.sellerName,
      };
    }
    if (targetType === 'message') {
      const message = await repo.findMessage(targetId);
      if (!message) return none;
      const buyerName = displayNameOf({
        firstName: message.buyerFirstName,
        lastName: message.buyerLastName,
        email: message.buyerEmail,
        deleted: message.buyerDeletedAt !== null,
      });
      return {
        ...none,
        targetSummary: excerpt(message.body),
        orderId: message.orderId,
        authorName: message.senderRole === 'seller' ? message.sellerName : buyerName,
      };
    }
    if (targetType === 'review') {
      const review = await repo.findReview(targetId);
      if (!review) return none;
      return {
        ...none,
        targetSummary: review.body ? excerpt(review.body) : reviewScreenTexts.starLabel(review.stars),
        authorName: reviewerName({
          firstName: review.authorFirstName,
          lastName: review.authorLastName,
          deleted: review.authorDeletedAt !== null || review.authorId === null,
        }),
      };
    }
    return none;
  }

  async function toReportDto({ report, reporter, resolverEmail }: ReportRow): Promise<ReportDto> {
    return {
      id: report.id,
      targetType: report.targetType,
      targetId: report.targetId,
      ...(await targetOf(report.targetType, report.targetId)),
      reporterName: displayNameOf({ ...reporter, deleted: reporter.deletedAt !== null }),
      reporterEmail: reporter.email,
      reason: report.reason,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
      resolvedByEmail: resolverEmail,
      resolutionNote: report.resolutionNote,
    };
  }

  /** Tells the author of removed content in the app and, unless their account is gone, by e-mail. */
  async function tellAuthor(
    userId: string | null,
    notice: { type: 'review_removed' | 'message_removed'; title: string; message: string },
    data: Record<string, unknown>,
  ) {
    if (!userId) return;
    const author = await repo.contactOf(userId);
    if (!author || author.deletedAt) return;
    await notifications.notify({
      userId,
      ...notice,
      data,
      email: { to: author.email, subject: `BayCatch: ${notice.title.toLowerCase()}` },
    });
  }

  return {
    async removeReview(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      const review = await repo.findReview(id);
      if (!review) throw new AppError('NOT_FOUND', moderationMessages.reviewNotFound);
      const action = await act(
        { actorId: adminId, action: 'review_removed', targetType: 'review', targetId: id, reason },
        async (at) =>
          conflictUnless(await repo.removeReview(id, reason, at), moderationMessages.reviewAlreadyRemoved),
      );
      await tellAuthor(
        review.authorId,
        {
          type: 'review_removed',
          title: moderationMessages.reviewRemovedTitle,
          message: moderationMessages.reviewRemovedMessage(reason),
        },
        { reviewId: id, orderId: review.orderId, reason },
      );
      return action;
    },

    async removeMessage(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      const message = await repo.findMessage(id);
      if (!message) throw new AppError('NOT_FOUND', moderationMessages.messageNotFound);
      const action = await act(
        { actorId: adminId, action: 'message_removed', targetType: 'message', targetId: id, reason },
        async (at) =>
          conflictUnless(await repo.removeMessage(id, reason, at), moderationMessages.messageAlreadyRemoved),
      );
      await tellAuthor(
        message.senderId,
        {
          type: 'message_removed',
          title: moderationMessages.messageRemovedTitle,
          message: moderationMessages.messageRemovedMessage(`#${shortOrderId(message.orderId)}`, reason),
        },
        { messageId: id, orderId: message.orderId, reason },
      );
      return action;
    },

    async revokeSeller(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      const seller = await repo.findSeller(id);
      if (!seller) throw new AppError('NOT_FOUND', moderationMessages.sellerNotFound);
      const action = await act(
        { actorId: adminId, action: 'seller_revoked', targetType: 'seller', targetId: id, reason },
        async (at) =>
          conflictUnless(
            await repo.revokeApproved(id, { reason, by: adminId, at }),
            moderationMessages.sellerNotApproved,
          ),
      );
      await notifications.notify({
        userId: seller.userId,
        type: 'seller_revoked',
        title: moderationMessages.approvalRevokedTitle,
        message: moderationMessages.approvalRevokedMessage(reason),
        data: { sellerId: id, reason },
      });
      return action;
    },

    async hideListing(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      const listing = await findListing(id);
      const action = await act(
        { actorId: adminId, action: 'listing_hidden', targetType: 'listing', targetId: id, reason },
        async (at) =>
          conflictUnless(await repo.hideListing(id, reason, at), moderationMessages.listingAlreadyHidden),
      );
      await notifications.notify({
        userId: listing.sellerUserId,
        type: 'listing_hidden',
        title: moderationMessages.listingHiddenTitle,
        message: moderationMessages.listingHiddenMessage(listing.title, reason),
        data: { catchId: id, reason },
      });
      return action;
    },

    async restoreListing(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      const listing = await findListing(id);
      const action = await act(
        { actorId: adminId, action: 'listing_restored', targetType: 'listing', targetId: id, reason },
        async () => conflictUnless(await repo.restoreListing(id), moderationMessages.listingNotHidden),
      );
      await notifications.notify({
        userId: listing.sellerUserId,
        type: 'listing_restored',
        title: moderationMessages.listingRestoredTitle,
        message: moderationMessages.listingRestoredMessage(listing.title),
        data: { catchId: id },
      });
      return action;
    },

    async suspendUser(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      await findUserToModerate(adminId, id);
      return act(
        { actorId: adminId, action: 'user_suspended', targetType: 'user', targetId: id, reason },
        async (at) =>
          conflictUnless(await repo.suspendUser(id, reason, at), moderationMessages.userAlreadySuspended),
      );
    },

    async restoreUser(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      await findUserToModerate(adminId, id);
      return act(
        { actorId: adminId, action: 'user_restored', targetType: 'user', targetId: id, reason },
        async () => conflictUnless(await repo.restoreUser(id), moderationMessages.userNotSuspended),
      );
    },

    async listActions(query: ModerationActionsQuery): Promise<ModerationActionsPageDto> {
      const items = await Promise.all((await repo.listActions(query)).map(toActionDto));
      return { items, total: await repo.countActions() };
    },

    async listUsers(query: UserSearchQuery): Promise<ModeratedUsersPageDto> {
      const items = (await repo.listUsers(query.q, query)).map(
        ({ user, sellerName }): ModeratedUserDto => ({
          id: user.id,
          email: user.email,
          name: displayNameOf(user),
          role: user.role,
          sellerName,
          suspendedAt: user.suspendedAt?.toISOString() ?? null,
          suspensionReason: user.suspensionReason,
          createdAt: user.createdAt.toISOString(),
        }),
      );
      return { items, total: await repo.countUsers(query.q) };
    },

    async report(reporter: UserDto, input: CreateReportInput): Promise<ReportReceiptDto> {
      await assertReportable(reporter, input.targetType, input.targetId);
      const row = await repo.insertReport({ ...input, reporterId: reporter.id, createdAt: now() });
      if (!row) throw new AppError('CONFLICT', moderationMessages.alreadyReported);
      return {
        id: row.id,
        targetType: row.targetType,
        targetId: row.targetId,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async listReports(query: ReportsQuery): Promise<ReportsPageDto> {
      const status = query.status === 'all' ? undefined : query.status;
      const items = await Promise.all((await repo.listReports(status, query)).map(toReportDto));
      return { items, total: await repo.countReports(status) };
    },

    async resolveReport(adminId: string, input: ResolveReportInput): Promise<ReportDto> {
      if (!(await repo.findReport(input.id)))
        throw new AppError('NOT_FOUND', moderationMessages.reportNotFound);
      const note = input.note ?? null;
      await act(
        {
          actorId: adminId,
          action: input.resolution === 'dismissed' ? 'report_dismissed' : 'report_actioned',
          targetType: 'report',
          targetId: input.id,
          reason: note ?? (input.resolution === 'dismissed' ? 'Dismissed' : 'Resolved'),
        },
        async (at) =>
          conflictUnless(
            await repo.resolveReport(input.id, { status: input.resolution, by: adminId, at, note }),
            moderationMessages.reportAlreadyResolved,
          ),
      );
      return toReportDto((await repo.findReport(input.id))!);
    },
  };
}
