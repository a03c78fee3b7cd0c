/** What the report queue shows of what was reported: a listing, an order message or a review. */
import { reviewScreenTexts } from '../../../shared/messages/review';
import type { ReportTargetType } from '../../../shared/moderation.schema';
import { reviewerName } from '../../../shared/review.schema';
import { displayNameOf } from '../../../shared/users';
import type { ModerationRepo } from './moderation.repo';

const SUMMARY_LENGTH = 140;

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}

/** What the queue shows of a report's target; nulls when it is gone. */
export async function targetOf(
  repo: Pick<ModerationRepo, 'findListingSummary' | 'findMessage' | 'findReview'>,
  targetType: ReportTargetType,
  targetId: string,
) {
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
