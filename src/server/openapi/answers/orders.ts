import { z } from 'zod';
import type { OrderDto, PaymentIntentDto, PlacedOrdersDto } from '../../../shared/order.schema';
import { orderStatuses, paymentMethods, paymentStatuses } from '../../../shared/order-status';
import {
  type CheckInSyncDto,
  checkInOutcomes,
  type PickupDayListDto,
} from '../../../shared/pickup-checkin.schema';
import { answerSchema } from './answer-schema';
import { instant, money, pickupWindow } from './common';

export const orderDto = answerSchema<OrderDto>()(
  z
    .object({
      id: z.string(),
      buyerId: z.string(),
      crabberId: z.string(),
      items: z.array(
        z.object({
          id: z.string(),
          catchId: z.string().nullable(),
          title: z.string(),
          species: z.string(),
          unitType: z.string(),
          unitPrice: money,
          qty: z.number().int(),
        }),
      ),
      pickupWindow,
      pickupSlotStart: instant.nullable(),
      pickupSlotEnd: instant.nullable(),
      status: z.enum(orderStatuses),
      paymentMethod: z.enum(paymentMethods),
      paymentStatus: z.enum(paymentStatuses),
      amountSubtotal: money,
      fees: money,
      tax: money,
      amountTotal: money,
      qrCode: z
        .string()
        .nullable()
        .meta({ description: 'The pickup code printed under the QR; only its buyer receives it' }),
      passToken: z
        .string()
        .nullable()
        .meta({ description: 'The random token the QR pass carries; only its buyer receives it' }),
      paymentIntentId: z.string().nullable(),
      chargeId: z.string().nullable(),
      pickupLocationAddress: z.string().nullable(),
      pickupInstructions: z.string().nullable(),
      createdAt: instant,
      updatedAt: instant,
      crabber: z.object({ id: z.string(), displayName: z.string(), phone: z.string().nullable() }),
      buyer: z.object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        email: z.string().nullable(),
        deleted: z.boolean(),
      }),
      viewerRole: z.enum(['buyer', 'seller']),
    })
    .meta({ id: 'Order' }),
);

export const placedOrdersDto = answerSchema<PlacedOrdersDto>()(
  orderDto
    .extend({ orders: z.array(orderDto) })
    .meta({ id: 'PlacedOrders', description: 'The first order, plus every order the checkout created' }),
);

export const paymentIntentDto = answerSchema<PaymentIntentDto>()(
  z
    .object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: money, fees: money })
    .meta({ id: 'PaymentIntent' }),
);

export const pickupDayListDto = answerSchema<PickupDayListDto>()(
  z
    .object({
      generatedAt: instant,
      dates: z
        .array(z.string())
        .meta({ description: 'The dock-local dates covered: today and the coming day' }),
      orders: z.array(
        z.object({
          id: z.string(),
          reference: z.string(),
          buyerName: z.string(),
          items: z.string(),
          status: z.enum(orderStatuses),
          paymentMethod: z.enum(paymentMethods),
          paymentStatus: z.enum(paymentStatuses),
          total: money,
          pickupSlotStart: instant,
          pickupLabel: z.string(),
          passHash: z.string().meta({ description: "SHA-256 hex of the pass's token" }),
          codeHash: z.string().meta({
            description: "SHA-256 hex of '<order id>:<short code>', the code in its normalised form",
          }),
        }),
      ),
    })
    .meta({ id: 'PickupDayList' }),
);

export const checkInSyncDto = answerSchema<CheckInSyncDto>()(
  z
    .object({
      results: z.array(
        z.object({
          orderId: z.string(),
          outcome: z.enum(checkInOutcomes),
          status: z.enum(orderStatuses).nullable(),
          message: z.string().nullable(),
        }),
      ),
    })
    .meta({ id: 'CheckInSync' }),
);
