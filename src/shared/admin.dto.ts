/** Admin answers (docs/product/admin.md): seller applications, order search and detail, seller limits. */
import { z } from 'zod';
import { orderDisputeDto } from './dispute.dto';
import { orderStatuses, paymentMethods, paymentStatuses } from './order-status';
import { storedSellerTypes, verificationStatuses } from './roles';
import { instant } from './wire-formats';

export const sellerApplicationDto = z
  .object({
    id: z.string(),
    userId: z.string(),
    email: z.string(),
    emailVerified: z.boolean().meta({ description: 'Whether the applicant confirmed the address' }),
    applicantName: z.string(),
    sellerType: z.enum(storedSellerTypes),
    displayName: z.string(),
    bio: z.string().nullable(),
    pickupLocationAddress: z.string().nullable(),
    weeklyQuantityLimit: z.number().int().nullable(),
    licenseImageUrl: z.string().nullable(),
    verificationStatus: z.enum(verificationStatuses),
    rejectionReason: z.string().nullable(),
    createdAt: instant,
    reviewedAt: instant.nullable(),
    reviewedByEmail: z.string().nullable(),
  })
  .meta({ id: 'SellerApplication', description: 'A seller application as the admin screen shows it' });
export type SellerApplicationDto = z.output<typeof sellerApplicationDto>;

const cents = z.number().int().meta({ description: 'US cents' });

const orderSummaryShape = {
  id: z.string(),
  reference: z.string().meta({ description: "The order number buyers and sellers see, without its '#'" }),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  totalCents: cents,
  createdAt: instant,
  buyerName: z.string(),
  buyerEmail: z.string(),
  sellerId: z.string().meta({ description: "The seller's profile id (for /api/admin/sellers/{id}/limits)" }),
  sellerName: z.string(),
  sellerEmail: z.string(),
};

export const adminOrderSummaryDto = z
  .object(orderSummaryShape)
  .meta({ id: 'AdminOrderSummary', description: "An order in the admin's search" });
export type AdminOrderSummaryDto = z.output<typeof adminOrderSummaryDto>;

export const adminOrdersPageDto = z
  .object({
    items: z.array(adminOrderSummaryDto),
    total: z.number().int().min(0).meta({ description: 'How many match in all, for paging' }),
  })
  .meta({ id: 'AdminOrdersPage' });
export type AdminOrdersPageDto = z.output<typeof adminOrdersPageDto>;

const adminOrderPaymentDto = z.object({
  id: z.string(),
  status: z.string(),
  amountCents: cents,
  amountRefundedCents: cents,
  lastError: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});

const adminOrderEventDto = z.object({
  at: instant,
  type: z.string(),
  recipient: z.enum(['buyer', 'seller']),
  title: z.string(),
  message: z.string(),
});

const adminOrderMessageDto = z.object({
  id: z.string(),
  senderRole: z.enum(['buyer', 'seller']),
  senderName: z.string(),
  body: z.string().meta({ description: 'The text as written, also after a removal' }),
  createdAt: instant,
  removedAt: instant.nullable(),
  removedReason: z.string().nullable(),
});

const adminOrderReviewDto = z.object({
  id: z.string(),
  stars: z.number().int(),
  body: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: instant,
  removedAt: instant.nullable(),
  removedReason: z.string().nullable(),
});

export const adminOrderDetailDto = z
  .object({
    ...orderSummaryShape,
    items: z.array(
      z.object({
        title: z.string(),
        species: z.string(),
        unitType: z.string(),
        unitPriceCents: cents,
        qty: z.number().int(),
        /** Refunds by line name these. */
        id: z.string(),
        /** What is handed over once the line is marked short; null while it stands as ordered. */
        finalQty: z.number().int().nullable(),
      }),
    ),
    subtotalCents: cents,
    feesCents: cents,
    taxCents: cents,
    pickupText: z.string().meta({ description: 'The dated pickup slot, or the weekly window' }),
    pickupAddress: z.string().nullable(),
    updatedAt: instant,
    paymentIntentId: z.string().nullable(),
    chargeId: z.string().nullable(),
    payments: z.array(adminOrderPaymentDto).meta({
      description: 'Card payment attempts kept by the built-in test-mode provider (Stripe keeps its own)',
    }),
    history: z
      .array(adminOrderEventDto)
      .meta({ description: 'What the buyer and the seller were told about the order, oldest first' }),
    messages: z.array(adminOrderMessageDto).meta({ description: 'The thread, oldest first' }),
    review: adminOrderReviewDto.nullable(),
    dispute: orderDisputeDto
      .nullable()
      .meta({ description: "The order's latest card dispute; null when it has none" }),
  })
  .meta({ id: 'AdminOrderDetail', description: 'An order as the admin opens it, read-only' });
export type AdminOrderDetailDto = z.output<typeof adminOrderDetailDto>;

export const sellerLimitsDto = z
  .object({
    id: z.string(),
    sellerType: z.enum(storedSellerTypes),
    weeklyQuantityLimit: z
      .number()
      .int()
      .nullable()
      .meta({ description: "In lbs; null when the seller type's own limit applies" }),
  })
  .meta({ id: 'SellerLimits' });
export type SellerLimitsDto = z.output<typeof sellerLimitsDto>;
