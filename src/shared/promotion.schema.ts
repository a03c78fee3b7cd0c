/** Paying to feature a listing: $5.00 for 7 days, pro rata for one that expires sooner (docs/product/sellers.md). */
import { z } from 'zod';
import type { PromotionIntentDto } from './catch.dto';

export type { PromotionIntentDto };

export const confirmPromotionData = z.object({
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .trim()
    .min(1, 'paymentIntentId is required')
    .max(255, 'paymentIntentId is too long'),
});
export const confirmPromotionInput = confirmPromotionData.extend({ id: z.string().max(100) });
export const promoteInput = z.object({ id: z.string().max(100) });
