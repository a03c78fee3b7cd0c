import { z } from 'zod';
import type {
  AdminOrderDetailDto,
  AdminOrderSummaryDto,
  AdminOrdersPageDto,
  SellerApplicationDto,
  SellerLimitsDto,
} from './admin.dto';

export type {
  AdminOrderDetailDto,
  AdminOrderSummaryDto,
  AdminOrdersPageDto,
  SellerApplicationDto,
  SellerLimitsDto,
};

export const applicationTabs = ['pending', 'approved', 'all'] as const;
export type ApplicationTab = (typeof applicationTabs)[number];

export const applicationIdInput = z.object({ id: z.uuid({ error: 'Application not found' }) });

export const rejectApplicationInput = applicationIdInput.extend({
  reason: z
    .string()
    .trim()
    .max(500, 'Keep the reason under 500 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** The admin's order search (docs/product/admin.md): an order number, or a buyer's or seller's e-mail. */
export const adminOrderSearchQuery = z.object({
  q: z.string().trim().max(100, 'Use at most 100 characters').default(''),
  limit: z.coerce
    .number({ error: 'Enter limit as a whole number' })
    .int('Enter limit as a whole number')
    .min(1, 'Enter limit of at least 1')
    .max(100, 'Enter limit of at most 100')
    .default(20),
  offset: z.coerce
    .number({ error: 'Enter offset as a whole number' })
    .int('Enter offset as a whole number')
    .min(0, 'Enter offset of at least 0')
    .max(100_000, 'Enter offset of at most 100000')
    .default(0),
});
export type AdminOrderSearchQuery = z.output<typeof adminOrderSearchQuery>;

export const adminOrderIdInput = z.object({ id: z.uuid({ error: 'Order not found' }) });

/** The largest weekly limit an admin may set, in lbs: far above any boat's week, below nonsense. */
export const WEEKLY_LIMIT_MAX_LBS = 100_000;

/** A seller's weekly limit in lbs; null gives them their seller type's own limit back. */
export const sellerLimitsInput = z.object({
  id: z.uuid({ error: 'Seller not found' }),
  weeklyQuantityLimit: z
    .number({ error: 'Enter the weekly limit in lbs as a whole number, or leave it empty' })
    .int('Enter the weekly limit in lbs as a whole number')
    .min(1, 'Enter a weekly limit of at least 1 lb')
    .max(WEEKLY_LIMIT_MAX_LBS, `Enter a weekly limit of at most ${WEEKLY_LIMIT_MAX_LBS} lbs`)
    .nullable(),
});
