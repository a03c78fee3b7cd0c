/**
 * Paid promotion of a listing. The browser pays a $5.00 intent created here; the listing is
 * featured only once the server has read that intent back from the provider and found it
 * succeeded, for $5.00, for this listing, and never used before. Promoting a featured listing
 * extends it by another 7 days.
 */

import { randomUUID } from 'node:crypto';
import type { CatchDto } from '../../../shared/catch.schema';
import { isListingExpired } from '../../../shared/listing-availability';
import { promotionMessages } from '../../../shared/messages/promotion';
import { centsToDecimal, PROMOTION_DAYS, PROMOTION_PRICE_CENTS } from '../../../shared/money';
import type { PromotionIntentDto } from '../../../shared/promotion.schema';
import type { PaymentIntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { requireApprovedSeller, type SellerUser } from '../auth/access';
import type { PromotionRepo } from './promotion.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

interface PromotionServiceDeps {
  repo: PromotionRepo;
  payments: () => PaymentProvider;
  /** Reads the listing back as the seller sees it after the change. */
  readListing: (id: string) => Promise<CatchDto>;
  logger: Logger;
  now?: () => Date;
}

export function createPromotionService({
  repo,
  payments,
  readListing,
  logger,
  now = () => new Date(),
}: PromotionServiceDeps) {
  async function ownListing(user: SellerUser, id: string) {
    const listing = await repo.findListing(id);
    if (!listing) throw new AppError('NOT_FOUND', promotionMessages.notFound);
    if (listing.crabberId !== user.crabberProfile.id)
      throw new AppError('FORBIDDEN', promotionMessages.notOwner);
    return listing;
  }

  /** Every check of the module comment, in order; throws the first that fails. */
  async function checkIntent(intent: PaymentIntentInfo | null, catchId: string): Promise<PaymentIntentInfo> {
    if (!intent) throw new AppError('BAD_REQUEST', promotionMessages.paymentNotFound);
    if (intent.metadata.purpose !== 'promotion' || intent.metadata.referenceId !== catchId) {
      throw new AppError('BAD_REQUEST', promotionMessages.wrongListing);
    }
    if (intent.amountCents !== PROMOTION_PRICE_CENTS || intent.currency !== 'usd') {
      throw new AppError('BAD_REQUEST', promotionMessages.wrongAmount);
    }
    if (intent.status !== 'succeeded') throw new AppError('BAD_REQUEST', promotionMessages.notSucceeded);
    if (await repo.isPaymentUsed(intent.id)) throw new AppError('CONFLICT', promotionMessages.alreadyUsed);
    return intent;
  }

  async function apply(catchId: string, intent: PaymentIntentInfo): Promise<void> {
    const promotedUntil = await repo.applyPromotion({
      catchId,
      paymentIntentId: intent.id,
      amountCents: intent.amountCents,
      extend: (currentUntil, isPromoted) => {
        const at = now().getTime();
        // A running promotion is extended from its end; otherwise 7 days start now.
        const from = isPromoted && currentUntil && currentUntil.getTime() > at ? currentUntil.getTime() : at;
        return new Date(from + PROMOTION_DAYS * DAY_MS);
      },
    });
    if (!promotedUntil) throw new AppError('CONFLICT', promotionMessages.alreadyUsed);
  }

  return {
    async start(user: SellerUser, catchId: string): Promise<PromotionIntentDto> {
      // A seller who may not post (pending, rejected, revoked) has no listing buyers can see:
      // featuring one would be paid for nothing. Refused as posting is, before any charge.
      requireApprovedSeller(user);
      const listing = await ownListing(user, catchId);
      if (!listing.isActive) throw new AppError('CONFLICT', promotionMessages.inactive);
      // Buyers cannot see a listing an admin hid: featuring it would be paid for nothing.
      if (listing.hiddenReason !== null) throw new AppError('CONFLICT', promotionMessages.hidden);
      if (isListingExpired(listing, now())) throw new AppError('CONFLICT', promotionMessages.expired);
      const provider = payments();
      const intent = await provider.createIntent({
        amountCents: PROMOTION_PRICE_CENTS,
        applicationFeeCents: 0,
        destinationAccountId: null,
        purpose: 'promotion',
        referenceId: listing.id,
        description: `BayCatch promotion: ${listing.title} (${PROMOTION_DAYS} days)`,
        // Each dialog opening is a new payment; the key only guards against a retried request.
        idempotencyKey: `promotion:${listing.id}:${randomUUID()}`,
      });
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: centsToDecimal(intent.amountCents),
        mode: provider.mode,
        publishableKey: provider.publishableKey,
      };
    },

    async confirm(user: SellerUser, catchId: string, paymentIntentId: string): Promise<CatchDto> {
      await ownListing(user, catchId);
      // The provider's webhook may have featured the listing before the browser came back:
      // confirming that same payment again succeeds without extending anything.
      if ((await repo.listingPaidBy(paymentIntentId)) === catchId) return await readListing(catchId);
      const intent = await checkIntent(await payments().retrieveIntent(paymentIntentId), catchId);
      await apply(catchId, intent);
      return await readListing(catchId);
    },

    /**
     * For the provider's `payment_intent.succeeded` webhook: features the listing a promotion
     * payment was for, if the browser never came back to confirm it. Already applied is fine.
     */
    async applyPaidIntent(paymentIntentId: string): Promise<void> {
      const intent = await payments().retrieveIntent(paymentIntentId);
      const catchId = intent?.metadata.purpose === 'promotion' ? intent.metadata.referenceId : undefined;
      if (!catchId || !(await repo.findListing(catchId))) return;
      try {
        await apply(catchId, await checkIntent(intent, catchId));
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT') return;
        logger.warn('promotion payment not applied', { paymentIntentId, error });
      }
    },
  };
}
