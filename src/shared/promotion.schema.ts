/** Paying $5.00 to feature a listing for 7 days (docs/product/sellers.md). */
import { z } from 'zod';
import { centsToDecimal, PROMOTION_PRICE_CENTS } from './money';

export const PROMOTION_PRICE_LABEL = `$${centsToDecimal(PROMOTION_PRICE_CENTS)}`;

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
  amount: string;
  /** 'test' runs the built-in test-mode card form; 'stripe' loads Stripe's with the key. */
  mode: 'stripe' | 'test';
  publishableKey: string | null;
}
