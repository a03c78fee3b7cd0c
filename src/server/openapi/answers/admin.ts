import { z } from 'zod';
import type {
  AdminOrderDetailDto,
  AdminOrderSummaryDto,
  AdminOrdersPageDto,
  SellerApplicationDto,
  SellerLimitsDto,
} from '../../../shared/admin.schema';
import { orderStatuses, paymentMethods, paymentStatuses } from '../../../shared/order-status';
import { storedSellerTypes, verificationStatuses } from '../../../shared/roles';
import { answerSchema } from './answer-schema';
import { instant } from './common';

export const sellerApplicationDto = answerSchema<SellerApplicationDto>()(
  z
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
    .meta({ id: 'SellerApplication', description: 'A seller application as the admin screen shows it' }),
);

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

export const adminOrderSummaryDto = answerSchema<AdminOrderSummaryDto>()(
  z
    .object(orderSummaryShape)
    .meta({ id: 'AdminOrderSummary', description: "An order in the admin's search" }),
);

export const adminOrdersPageDto = answerSchema<AdminOrdersPageDto>()(
  z
    .object({
      items: z.array(adminOrderSummaryDto),
      total: z.number().int().min(0).meta({ description: 'How many match in all, for paging' }),
    })
    .meta({ id: 'AdminOrdersPage' }),
);

export const adminOrderDetailDto = answerSchema<AdminOrderDetailDto>()(
  z
    .object({
      ...orderSummaryShape,
      items: z.array(
        z.object({
          title: z.string(),
          species: z.string(),
          unitType: z.string(),
          unitPriceCents: cents,
          qty: z.number().int(),
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
      payments: z
        .array(
          z.object({
            id: z.string(),
            status: z.string(),
            amountCents: cents,
            amountRefundedCents: cents,
            lastError: z.string().nullable(),
            createdAt: instant,
            updatedAt: instant,
          }),
        )
        .meta({
          description: 'Card payment attempts kept by the built-in test-mode provider (Stripe keeps its own)',
        }),
      history: z
        .array(
          z.object({
            at: instant,
            type: z.string(),
            recipient: z.enum(['buyer', 'seller']),
            title: z.string(),
            message: z.string(),
          }),
        )
        .meta({ description: 'What the buyer and the seller were told about the order, oldest first' }),
      messages: z
        .array(
          z.object({
            id: z.string(),
            senderRole: z.enum(['buyer', 'seller']),
            senderName: z.string(),
            body: z.string().meta({ description: 'The text as written, also after a removal' }),
            createdAt: instant,
            removedAt: instant.nullable(),
            removedReason: z.string().nullable(),
          }),
        )
        .meta({ description: 'The thread, oldest first' }),
      review: z
        .object({
          id: z.string(),
          stars: z.number().int(),
          body: z.string().nullable(),
          reply: z.string().nullable(),
          createdAt: instant,
          removedAt: instant.nullable(),
          removedReason: z.string().nullable(),
        })
        .nullable(),
    })
    .meta({ id: 'AdminOrderDetail', description: 'An order as the admin opens it, read-only' }),
);

export const sellerLimitsDto = answerSchema<SellerLimitsDto>()(
  z
    .object({
      id: z.string(),
      sellerType: z.enum(storedSellerTypes),
      weeklyQuantityLimit: z
        .number()
        .int()
        .nullable()
        .meta({ description: "In lbs; null when the seller type's own limit applies" }),
    })
    .meta({ id: 'SellerLimits' }),
);
