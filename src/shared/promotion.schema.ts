/** Paying to feature a listing: $5.00 for 7 days, pro rata for one that expires sooner (docs/product/sellers.md). */
import { z } from 'zod';

export const confirmPromotionData = z.object({
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .trim()
    .min(1, 'paymentIntentId is required')
    .max(255, 'paymentIntentId is too long'),
});
export const confirmPromotionInput = confirmPromotionData.extend({ id: z.string().max(100) });
export const promoteInput = z.object({ id: z.string().max(100) });

/** POST /api/catches/{id}/promote: what the card form needs to take the payment. */
export interface PromotionIntentDto {
  clientSecret: string;
  paymentIntentId: string;
  /** The price: $5.00 for a week, less for a listing that expires sooner (promotion-quote.ts). */
  amount: string;
  /** Whole days the feature will show, and when it ends (ISO): a week on, or the listing's expiry. */
  visibleDays: number;
  featuredUntil: string;
  /** 'test' runs the built-in test-mode card form; 'stripe' loads Stripe's with the key. */
  mode: 'stripe' | 'test';
  publishableKey: string | null;
}
