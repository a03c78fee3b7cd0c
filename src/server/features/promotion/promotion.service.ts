/**
 * Paid promotion of a listing. A promotion features it for 7 days, never past its expiry, and
 * costs only the days it can be seen (src/shared/promotion-quote.ts): $5.00 for a week, pro rata
 * below. The browser pays an intent created here for the price the server quoted, the paid days
 * written into the intent's metadata; the listing is featured only once the server has read that
 * intent back from the provider and found it succeeded, for exactly the price of those days, for
 * this listing, and never used before. Promoting a featured listing extends it from its end.
 */

import { randomUUID } from 'node:crypto';
import type { CatchDto } from '../../../shared/catch.schema';
import { isListingExpired } from '../../../shared/listing-availability';
import { promotionMessages } from '../../../shared/messages/promotion';
import { centsToDecimal, PROMOTION_DAYS } from '../../../shared/money';
import type { PromotionIntentDto } from '../../../shared/promotion.schema';
import { promotionPeriod, promotionPriceCents, quotePromotion } from '../../../shared/promotion-quote';
import type { PaymentIntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { requireApprovedSeller, type SellerUser } from '../auth/access';
import type { PromotionRepo } from './promotion.repo';

/** The intent's metadata key for the days it paid for. */
const PAID_DAYS_KEY = 'promotionDays';

/** The days an intent paid for: as the server wrote them, or a week for one from before pro rata. */
function paidDaysOf(intent: PaymentIntentInfo): number | null {
  const written = intent.metadata[PAID_DAYS_KEY];
  if (written === undefined) return PROMOTION_DAYS;
  const days = Number(written);
  return Number.isInteger(days) && days >= 1 && days <= PROMOTION_DAYS ? days : null;
}

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

  /** Every check of the module comment, in order; throws the first that fails. Returns the paid days. */
  async function checkIntent(
    intent: PaymentIntentInfo | null,
    catchId: string,
  ): Promise<{ intent: PaymentIntentInfo; days: number }> {
    if (!intent) throw new AppError('BAD_REQUEST', promotionMessages.paymentNotFound);
    if (intent.metadata.purpose !== 'promotion' || intent.metadata.referenceId !== catchId) {
      throw new AppError('BAD_REQUEST', promotionMessages.wrongListing);
    }
    const days = paidDaysOf(intent);
    const price = promotionPriceCents(days ?? PROMOTION_DAYS);
    if (days === null || intent.amountCents !== price || intent.currency !== 'usd') {
      throw new AppError('BAD_REQUEST', promotionMessages.wrongAmount(price));
    }
    if (intent.status !== 'succeeded') throw new AppError('BAD_REQUEST', promotionMessages.notSucceeded);
    if (await repo.isPaymentUsed(intent.id)) throw new AppError('CONFLICT', promotionMessages.alreadyUsed);
    return { intent, days };
  }

  async function apply(catchId: string, { intent, days }: { intent: PaymentIntentInfo; days: number }) {
    const promotedUntil = await repo.applyPromotion({
      catchId,
      paymentIntentId: intent.id,
      amountCents: intent.amountCents,
      // The paid days from now, or from the end of a promotion still running; never past expiry.
      extend: (listing) => {
        const period = promotionPeriod(listing, now(), days);
        return period ? period.until : (listing.promotedUntil ?? now());
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
      const at = now();
      if (isListingExpired(listing, at)) throw new AppError('CONFLICT', promotionMessages.expired);
      if (listing.qtyAvailable <= 0) throw new AppError('CONFLICT', promotionMessages.soldOut);
      const quote = quotePromotion(listing, at);
      if (!quote) {
        throw new AppError(
          'CONFLICT',
          listing.expiresAt.getTime() - at.getTime() < 60 * 60 * 1000
            ? promotionMessages.endingSoon
            : promotionMessages.alreadyToExpiry,
        );
      }
      const provider = payments();
      const intent = await provider.createIntent({
        amountCents: quote.priceCents,
        applicationFeeCents: 0,
        destinationAccountId: null,
        purpose: 'promotion',
        referenceId: listing.id,
        description: `BayCatch promotion: ${listing.title} (${quote.visibleDays} ${quote.visibleDays === 1 ? 'day' : 'days'})`,
        metadata: { [PAID_DAYS_KEY]: String(quote.visibleDays) },
        // Each dialog opening is a new payment; the key only guards against a retried request.
        idempotencyKey: `promotion:${listing.id}:${randomUUID()}`,
      });
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: centsToDecimal(intent.amountCents),
        visibleDays: quote.visibleDays,
        featuredUntil: quote.until.toISOString(),
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
