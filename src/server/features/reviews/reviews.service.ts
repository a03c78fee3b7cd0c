/**
 * Reviews (docs/product/reviews.md): the buyer of a completed order rates its seller once and may
 * change it for 14 days; the seller replies once. To anyone but the order's buyer and seller the
 * order's review does not exist (404, as the order); its seller may read it but not write it (403).
 * The seller's running rating moves in the same transaction as the review.
 */
import { reviewTexts } from '../../../shared/messages/review';
import { sellerMessages } from '../../../shared/messages/seller';
import { ratingOf } from '../../../shared/rating';
import {
  isReviewEditable,
  type OrderReviewDto,
  type ReviewDto,
  type ReviewInput,
  type ReviewReplyInput,
  reviewEditableUntil,
  reviewerName,
  type SellerReviewsDto,
} from '../../../shared/review.schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../notifications/notifications.service';
import { orderReference } from '../orders/order.mapper';
import type { OrderRecord } from '../orders/orders.repo';
import type { OrdersService, OrderViewer } from '../orders/orders.service';
import type { SellersRepo } from '../sellers/sellers.repo';
import type { ReviewRow, ReviewsRepo } from './reviews.repo';

function toReviewDto(row: ReviewRow): ReviewDto {
  const deleted = !row.author || row.author.deletedAt !== null;
  return {
    id: row.id,
    orderId: row.orderId,
    crabberId: row.crabberId,
    stars: row.stars,
    body: row.body,
    authorName: reviewerName({
      firstName: row.author?.firstName ?? null,
      lastName: row.author?.lastName ?? null,
      deleted,
    }),
    authorStatus: deleted ? 'deleted' : row.author?.suspendedAt ? 'suspended' : 'active',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
    reply: row.reply && row.repliedAt ? { body: row.reply, createdAt: row.repliedAt.toISOString() } : null,
  };
}

interface ReviewsDeps {
  repo: ReviewsRepo;
  orders: OrdersService;
  sellers: SellersRepo;
  notifications: NotificationsService;
  logger: Logger;
  now?: () => Date;
}

export function createReviewsService({
  repo,
  orders,
  sellers,
  notifications,
  logger,
  now = () => new Date(),
}: ReviewsDeps) {
  /** The order, if the caller is its buyer; its seller is refused (403), anyone else does not see it (404). */
  async function buyersOrder(viewer: OrderViewer, orderId: string): Promise<OrderRecord> {
    const { record, role } = await orders.participation(viewer, orderId);
    if (role !== 'buyer') throw new AppError('FORBIDDEN', reviewTexts.buyerOnly);
    return record;
  }

  async function tellSeller(record: OrderRecord, review: ReviewDto) {
    const text = review.body ? `: "${review.body.replace(/\s+/g, ' ').slice(0, 140)}"` : '';
    try {
      await notifications.notify({
        userId: record.sellerUserId,
        type: 'new_review',
        title: reviewTexts.notificationTitle,
        message: `${review.authorName} gave order ${orderReference(record)} ${review.stars} of 5 stars${text}`,
        data: { orderId: record.order.id, reviewId: review.id },
        recipientRole: 'seller',
      });
    } catch (error) {
      logger.warn('review notification failed', { orderId: record.order.id, error });
    }
  }

  function canWrite(record: OrderRecord, existing: ReviewRow | undefined): boolean {
    if (record.order.status !== 'completed') return false;
    return !existing || isReviewEditable(existing.createdAt, now());
  }

  return {
    /** Refuses a caller who may not review this order before anything else is read (REST reads the body after). */
    async assertMayWrite(viewer: OrderViewer, orderId: string): Promise<void> {
      await buyersOrder(viewer, orderId);
    },

    /** Writes the order's review, or changes it while its 14 days last; `created` tells which. */
    async write(
      viewer: OrderViewer,
      orderId: string,
      input: ReviewInput,
    ): Promise<{ review: ReviewDto; created: boolean }> {
      const record = await buyersOrder(viewer, orderId);
      if (record.order.status !== 'completed') throw new AppError('CONFLICT', reviewTexts.notCompleted);
      const existing = await repo.findByOrder(orderId);
      // A review BayCatch removed stays removed: the order has had its one review.
      if (existing?.removedAt) throw new AppError('CONFLICT', reviewTexts.removed);
      if (existing) {
        if (!isReviewEditable(existing.createdAt, now()))
          throw new AppError('CONFLICT', reviewTexts.editClosed);
        const changed = await repo.update(existing.id, existing.crabberId, existing.stars, {
          ...input,
          at: now(),
        });
        if (!changed) throw new AppError('CONFLICT', reviewTexts.changedMeanwhile);
        return { review: toReviewDto({ ...changed, author: existing.author }), created: false };
      }
      const at = now();
      let row: Awaited<ReturnType<ReviewsRepo['insert']>>;
      try {
        row = await repo.insert({
          orderId,
          authorId: viewer.userId,
          crabberId: record.order.crabberId,
          stars: input.stars,
          body: input.body,
          createdAt: at,
          updatedAt: at,
        });
      } catch (error) {
        // Two first writes at once: the order's unique review keeps the first.
        if (await repo.findByOrder(orderId)) throw new AppError('CONFLICT', reviewTexts.changedMeanwhile);
        throw error;
      }
      // The author is signed in, so their account stands.
      const review = toReviewDto({ ...row, author: { ...record.buyer, suspendedAt: null } });
      await tellSeller(record, review);
      return { review, created: true };
    },

    /** The order's review as its buyer or seller sees it. */
    async forOrder(viewer: OrderViewer, orderId: string): Promise<OrderReviewDto> {
      const { record, role } = await orders.participation(viewer, orderId);
      const existing = await repo.findByOrder(orderId);
      if (existing?.removedAt) return { review: null, canWrite: false, canReply: false };
      return {
        review: existing ? toReviewDto(existing) : null,
        canWrite: role === 'buyer' && canWrite(record, existing),
        canReply: role === 'seller' && existing !== undefined && existing.reply === null,
      };
    },

    /** The seller of the reviewed order answers it, once; to anyone else the review does not exist. */
    async reply(viewer: OrderViewer, reviewId: string, input: ReviewReplyInput): Promise<ReviewDto> {
      const existing = await repo.findById(reviewId);
      if (
        !existing ||
        existing.removedAt ||
        viewer.crabberId === null ||
        existing.crabberId !== viewer.crabberId
      ) {
        throw new AppError('NOT_FOUND', reviewTexts.notFound);
      }
      if (existing.reply !== null) throw new AppError('CONFLICT', reviewTexts.alreadyReplied);
      const row = await repo.setReply(reviewId, input.body, now());
      if (!row) throw new AppError('CONFLICT', reviewTexts.alreadyReplied);
      return toReviewDto({ ...row, author: existing.author });
    },

    /** Refuses a reply to a review that is not the caller's to answer, before the body is read. */
    async assertMayReply(viewer: OrderViewer, reviewId: string): Promise<void> {
      const existing = await repo.findById(reviewId);
      if (!existing || existing.removedAt || existing.crabberId !== viewer.crabberId) {
        throw new AppError('NOT_FOUND', reviewTexts.notFound);
      }
    },

    /**
     * A page of a seller's reviews, newest first, with their rating. Only a seller with a
     * storefront has them in public; the seller always sees their own.
     */
    async forSeller(
      viewer: OrderViewer,
      sellerId: string,
      page: { limit: number; offset: number },
    ): Promise<SellerReviewsDto> {
      const profile = await sellers.findById(sellerId);
      const own = profile !== undefined && profile.id === viewer.crabberId;
      if (
        !profile ||
        (!own && (profile.verificationStatus !== 'approved' || (await sellers.isOwnerAway(sellerId))))
      ) {
        throw new AppError('NOT_FOUND', sellerMessages.notFound);
      }
      return {
        items: (await repo.listForSeller(sellerId, page)).map(toReviewDto),
        total: await repo.countForSeller(sellerId),
        rating: ratingOf(profile.ratingSum, profile.ratingCount),
      };
    },
  };
}
