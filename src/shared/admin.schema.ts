import { z } from 'zod';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status';
import type { SellerType, VerificationStatus } from './roles';

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

/** A seller application as the admin screen shows it (docs/product/admin.md). */
export interface SellerApplicationDto {
  id: string;
  userId: string;
  email: string;
  /** Whether the applicant followed the link sent to `email`. */
  emailVerified: boolean;
  applicantName: string;
  sellerType: SellerType;
  displayName: string;
  bio: string | null;
  pickupLocationAddress: string | null;
  weeklyQuantityLimit: number | null;
  licenseImageUrl: string | null;
  verificationStatus: VerificationStatus;
  rejectionReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  reviewedByEmail: string | null;
}

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

/** An order in the admin's search results. */
export interface AdminOrderSummaryDto {
  id: string;
  /** The number buyers and sellers see, without its '#'. */
  reference: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalCents: number;
  createdAt: string;
  buyerName: string;
  buyerEmail: string;
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
}

export interface AdminOrdersPageDto {
  items: AdminOrderSummaryDto[];
  total: number;
}

/** One thing that happened to an order, as its buyer and seller were told of it. */
export interface AdminOrderEventDto {
  at: string;
  /** The notification's type: order_placed, order_status, order_message, new_review, ... */
  type: string;
  recipient: 'buyer' | 'seller';
  title: string;
  message: string;
}

/** A card payment attempt on the order (kept by the built-in test-mode provider; Stripe keeps its own). */
export interface AdminOrderPaymentDto {
  id: string;
  status: string;
  amountCents: number;
  amountRefundedCents: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A message on the order as the admin reads it: with its text, and why it was removed when it was. */
export interface AdminOrderMessageDto {
  id: string;
  senderRole: 'buyer' | 'seller';
  senderName: string;
  body: string;
  createdAt: string;
  removedAt: string | null;
  removedReason: string | null;
}

export interface AdminOrderReviewDto {
  id: string;
  stars: number;
  body: string | null;
  reply: string | null;
  createdAt: string;
  removedAt: string | null;
  removedReason: string | null;
}

/** An order as the admin opens it, read-only: items, pickup, payments, history, messages and review. */
export interface AdminOrderDetailDto extends AdminOrderSummaryDto {
  items: { title: string; species: string; unitType: string; unitPriceCents: number; qty: number }[];
  subtotalCents: number;
  feesCents: number;
  taxCents: number;
  pickupText: string;
  pickupAddress: string | null;
  updatedAt: string;
  paymentIntentId: string | null;
  chargeId: string | null;
  payments: AdminOrderPaymentDto[];
  history: AdminOrderEventDto[];
  messages: AdminOrderMessageDto[];
  review: AdminOrderReviewDto | null;
}

/** A seller's limits as the admin sets them. */
export interface SellerLimitsDto {
  id: string;
  sellerType: SellerType;
  weeklyQuantityLimit: number | null;
}
