/**
 * Orders on the wire, one schema per answer: the types the services return and the OpenAPI document's
 * answers (docs/decisions/011-openapi-from-zod.md). Money as decimal strings, instants as ISO strings,
 * the seller as `crabber` and the buyer's name and e-mail as `buyer`.
 */
import { z } from 'zod';
import { orderDisputeDto } from './dispute.dto';
import { orderStatuses, paymentMethods, paymentStatuses } from './order-status';
import { creditNoteMethods, lineAdjustmentKinds } from './sale-records';
import { shellfishTagDto } from './shellfish-tag.schema';
import { listingPricings } from './weighed-lines';
import { instant, money, pickupWindow, pounds } from './wire-formats';

export const orderItemDto = z.object({
  id: z.string(),
  catchId: z.string().nullable(),
  title: z.string(),
  species: z.string(),
  unitType: z.string(),
  unitPrice: money,
  qty: z.number().int(),
  finalQty: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'How many are handed over once the line is marked short; null while as ordered' }),
  pricing: z
    .enum(listingPricings)
    .meta({ description: "'per_lb': unitPrice is per pound and the line is weighed" }),
  lotCode: z.string().nullable().meta({
    description: 'The traceability lot code the line was sold from; null on lines from before lot codes',
  }),
  shellfishTag: shellfishTagDto
    .nullable()
    .meta({ description: 'Oysters and clams in the shell: their harvester tag as sold; null otherwise' }),
  estimatedLb: pounds.nullable().meta({
    description: 'The estimated weight of the pieces handed over (per_lb lines); null on unit lines',
  }),
  finalLb: pounds.nullable().meta({ description: 'What the pieces weighed at the dock; null until weighed' }),
  lineTotal: money.meta({
    description:
      'What the line costs now: as handed over, and for a weighed line its weight (capped at the maximum)',
  }),
  adjustments: z.array(
    z
      .object({
        kind: z.enum(lineAdjustmentKinds),
        oldValue: z.number().int(),
        newValue: z.number().int(),
        reason: z.string(),
        at: instant,
        by: z.enum(['seller', 'admin']),
      })
      .meta({ id: 'OrderLineAdjustment', description: 'A change to the line after checkout, oldest first' }),
  ),
});
export type OrderItemDto = z.output<typeof orderItemDto>;

export const creditNoteDto = z
  .object({
    id: z.string(),
    amount: money,
    method: z.enum(creditNoteMethods),
    reason: z.string(),
    lines: z.array(z.object({ itemId: z.string(), qty: z.number().int() })).nullable(),
    at: instant,
  })
  .meta({ id: 'CreditNote', description: 'Money given back after payment: by card, or in cash at the dock' });
export type CreditNoteDto = z.output<typeof creditNoteDto>;

export const orderDto = z
  .object({
    id: z.string(),
    buyerId: z.string(),
    crabberId: z.string(),
    items: z.array(orderItemDto),
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
    estimatedTotal: money.meta({ description: 'The total as estimated at checkout' }),
    maxTotal: money.meta({ description: 'The most the order may cost: weighed lines at estimate + 15 %' }),
    finalTotal: money.meta({
      description: 'The total for what is handed over and weighed so far (unweighed lines at their estimate)',
    }),
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
    buyerArrivedAt: instant.nullable().meta({
      description: 'When the buyer said "I\'m here" at the dock on the pickup day; null until then',
    }),
    standingOrderId: z
      .string()
      .nullable()
      .meta({ description: 'The standing order that placed it; null for an order placed at checkout' }),
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
    creditNotes: z.array(creditNoteDto),
    dispute: orderDisputeDto.nullable().meta({
      description: "The order's latest card dispute (chargeback), open or closed; null when it has none",
    }),
    authorizedTotal: money.nullable().meta({
      description:
        'What the card is (or was) held for at checkout, the most it may be charged; null without a hold',
    }),
    authorizationExpiresAt: instant.nullable().meta({
      description: 'Until when the card issuer keeps the hold; null without one',
    }),
    capturedTotal: money.nullable().meta({
      description: 'What the card was charged (captured); null until charged',
    }),
    cardAuthorizeAt: instant.nullable().meta({
      description:
        "A far pickup whose card is saved: when it will be held (the order's cut-off); null otherwise",
    }),
  })
  .meta({ id: 'Order' });
export type OrderDto = z.output<typeof orderDto>;

export const placedOrdersDto = orderDto
  .extend({ orders: z.array(orderDto) })
  .meta({ id: 'PlacedOrders', description: 'The first order, plus every order the checkout created' });
/** POST /api/orders answers with the first order, plus every order the checkout created. */
export type PlacedOrdersDto = z.output<typeof placedOrdersDto>;

export const paymentIntentDto = z
  .object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    amount: money,
    fees: money,
    authorizeAt: instant.optional().meta({
      description:
        "Set for a pickup more than 6 days away: the client secret is a setup intent's, confirming it saves the card, and the card is held for `amount` at this time",
    }),
  })
  .meta({ id: 'PaymentIntent' });
export type PaymentIntentDto = z.output<typeof paymentIntentDto>;
