/** Reviews and order messages an admin removes, their authors told why. */
import { moderationMessages } from '../../../shared/messages/moderation';
import type { ModerationActionDto } from '../../../shared/moderation.schema';
import { shortOrderId } from '../../../shared/order-status';
import { AppError } from '../../lib/app-error';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ModerationRepo } from './moderation.repo';
import type { ModerationLog } from './moderation-log';
import { conflictUnless } from './moderation-log';

interface ContentRemovalDeps {
  repo: ModerationRepo;
  notifications: NotificationsService;
  act: ModerationLog['act'];
}

export function createContentRemoval({ repo, notifications, act }: ContentRemovalDeps) {
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
  };
}
