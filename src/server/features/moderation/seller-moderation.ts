/** A seller's approval revoked, their listings hidden and restored; the seller is told each time. */
import { moderationMessages } from '../../../shared/messages/moderation';
import type { ModerationActionDto } from '../../../shared/moderation.schema';
import { AppError } from '../../lib/app-error';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ModerationRepo } from './moderation.repo';
import type { ModerationLog } from './moderation-log';
import { conflictUnless } from './moderation-log';

interface SellerModerationDeps {
  repo: ModerationRepo;
  notifications: NotificationsService;
  act: ModerationLog['act'];
}

export function createSellerModeration({ repo, notifications, act }: SellerModerationDeps) {
  async function findListing(id: string) {
    const listing = await repo.findListing(id);
    if (!listing) throw new AppError('NOT_FOUND', moderationMessages.listingNotFound);
    return listing;
  }

  return {
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
  };
}
