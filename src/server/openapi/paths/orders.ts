import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { idempotencyKeySchema } from '../../../shared/idempotency';
import { creditNoteDto, orderDto, paymentIntentDto, placedOrdersDto } from '../../../shared/order.dto';
import { orderStatusBody, pickupCodeInput, placeOrderBody } from '../../../shared/order.schema';
import { checkInSyncDto, pickupDayListDto } from '../../../shared/pickup-checkin.dto';
import { checkInSyncInput } from '../../../shared/pickup-checkin.schema';
import { movePickupBody } from '../../../shared/pickup-move';
import { refundBody, shortLinesBody } from '../../../shared/sale.schema';
import { weighLinesBody } from '../../../shared/weigh.schema';
import { type ErrorStatus, idParam, jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Orders';

/**
 * What the seller's sale actions on one order (short lines, refunds) may be refused with: a bad
 * body, not the order's seller (403; 404 to strangers), the order's state, or the provider away.
 */
const saleActionErrors: ErrorStatus[] = [400, 403, 404, 409, 503];

export const orderPaths: ZodOpenApiPathsObject = {
  '/api/orders': {
    post: operation({
      tag,
      summary: 'Check out the cart',
      description:
        'Places one order per seller in the cart, in one transaction, and empties the cart. Send an `Idempotency-Key` header (one per checkout attempt) to make it safe to send again: a repeat with the same key answers the first result, with `Idempotent-Replayed: true`, instead of placing a second order; the same key with another body is a 409, and so is a repeat while the first is still running after 10 s.',
      caller: 'user',
      params: {
        header: z.object({
          'Idempotency-Key': idempotencyKeySchema
            .optional()
            .meta({ description: 'A key the client makes for this checkout attempt, kept for 24 hours' }),
        }),
      },
      body: jsonBody(placeOrderBody),
      answers: { 201: jsonAnswer(placedOrdersDto, 'The orders placed') },
      errors: [400, 409],
      rateLimited: true,
    }),
    get: operation({
      tag,
      summary: "The buyer's orders",
      caller: 'user',
      answers: { 200: jsonAnswer(z.array(orderDto), 'Newest first') },
    }),
  },
  '/api/orders/{id}': {
    get: operation({
      tag,
      summary: 'One order',
      description: 'For its buyer or its seller; anyone else gets 404.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(orderDto, 'The order') },
      errors: [400, 404],
    }),
  },
  '/api/orders/{id}/calendar.ics': {
    get: operation({
      tag,
      summary: "An order's pickup as a calendar event",
      description:
        "For its buyer or its seller; anyone else gets 404. One VEVENT at the dock's wall-clock times with the dock's time zone (America/New_York, its VTIMEZONE included). An order without a dated pickup is a 409.",
      caller: 'user',
      params: { path: idParam },
      answers: {
        200: {
          description: 'The event, as a file named `baycatch-pickup-{short id}.ics`',
          content: {
            'text/calendar': {
              schema: z.string().meta({ description: 'An iCalendar (RFC 5545) VCALENDAR' }),
            },
          },
        },
      },
      errors: [400, 404, 409],
    }),
  },
  '/api/orders/{id}/arrived': {
    post: operation({
      tag,
      summary: 'The buyer says "I\'m here" at the dock',
      description:
        "For the order's buyer only (its seller gets 403, anyone else 404). Accepted on the pickup day (dock time) while the order is open; the seller is told in the app and by push. Saying it again answers the order as it is. Outside the pickup day, or once the order is closed, a 409.",
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(orderDto, 'The order, with `buyerArrivedAt` set') },
      errors: [400, 403, 404, 409],
    }),
  },
  '/api/orders/{id}/status': {
    patch: operation({
      tag,
      summary: 'Move an order along, or cancel it',
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(orderStatusBody),
      answers: { 200: jsonAnswer(orderDto, 'The order with its new status') },
      errors: [403, 404, 409],
    }),
  },
  '/api/orders/{id}/move': {
    post: operation({
      tag,
      summary: 'Move my pickup',
      description:
        "The order's buyer moves an open order (pending or confirmed) to another pickup of the same listing(s), until the cut-off of its current pickup. The target is checked as at checkout: offered by the listing, before the cut-off, not a closed day, with room, before the catch expires; a card order stays within 6 days (its hold). The seller is told. 409 with a `reason` (PICKUP_CUTOFF_PASSED, PICKUP_NOT_MOVABLE, PICKUP_SAME, PICKUP_NOT_OFFERED, PICKUP_CLOSED, PICKUP_FULL, PICKUP_AFTER_EXPIRY, PICKUP_CARD_RULES) and nothing changed; 403 for the seller, 404 for anyone else.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(movePickupBody),
      answers: { 200: jsonAnswer(orderDto, 'The order at its new pickup') },
      errors: [400, 403, 404, 409],
    }),
  },
  '/api/orders/{id}/short': {
    post: operation({
      tag,
      summary: 'Mark lines short',
      description:
        "The order's seller hands over fewer than were ordered (0 or more, never more than now). Stock and totals follow; a paid card order gets the difference back at once as a credit note; every line at 0 cancels the order. 409 once the order is completed, cancelled or a no-show, or while its card payment has not arrived.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(shortLinesBody),
      answers: { 200: jsonAnswer(orderDto, 'The order with its lines and totals as handed over') },
      errors: saleActionErrors,
    }),
  },
  '/api/orders/{id}/weigh': {
    post: operation({
      tag,
      summary: 'Weigh per-pound lines',
      description:
        "The order's seller enters what each per-pound line's pieces weighed (pounds, up to two decimals). Each change is logged on the line (reason 'Weighed at the dock' unless given); the final total follows, never above the maximum. Weighing again is allowed until the order is completed; the same weight again changes nothing. 400 for a unit line, an unknown line or a weight not above 0; 409 once the order is completed, cancelled or a no-show.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(weighLinesBody),
      answers: { 200: jsonAnswer(orderDto, 'The order with its weights and totals') },
      errors: [400, 403, 404, 409],
    }),
  },
  '/api/orders/{id}/refunds': {
    post: operation({
      tag,
      summary: 'Refund part of a paid order',
      description:
        "The order's seller or an admin gives back an amount or lines, any number of times, never beyond what was paid: by card through the payment provider, or recorded as refunded in cash for a cash order picked up. 409 beyond what was paid, or for an order not paid.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(refundBody),
      answers: { 201: jsonAnswer(creditNoteDto, 'The credit note') },
      errors: saleActionErrors,
    }),
  },
  '/api/orders/{id}/create-payment-intent': {
    post: operation({
      tag,
      summary: 'Start paying a card order',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(paymentIntentDto, 'What the card form needs') },
      errors: [400, 404, 409, 503],
      rateLimited: true,
    }),
  },
  '/api/orders/{id}/sync-payment': {
    post: operation({
      tag,
      summary: "Bring a card order's payment up to date with the provider",
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(orderDto, 'The order') },
      errors: [400, 404, 503],
    }),
  },
  '/api/crabber/orders': {
    get: operation({
      tag,
      summary: "The seller's orders",
      caller: 'seller',
      answers: { 200: jsonAnswer(z.array(orderDto), 'Newest first') },
    }),
  },
  '/api/crabber/orders/pickup-check': {
    post: operation({
      tag,
      summary: 'Check a pickup pass at the dock',
      caller: 'seller',
      body: jsonBody(pickupCodeInput),
      description:
        "POST rather than GET: a pass does not belong in URLs. `code` is a scanned pass (`baycatch:pass:<token>` or the bare token), looked up among the seller's own orders (another seller's pass is a 404 with reason OTHER_SELLERS_PASS), or a typed short code, looked up only among the seller's own orders.",
      answers: { 200: jsonAnswer(orderDto, "The pass's order") },
      errors: [404],
      rateLimited: true,
    }),
  },
  '/api/crabber/orders/pickup-check/sync': {
    post: operation({
      tag,
      summary: 'Send the check-ins made offline',
      description:
        'Each check-in completes its order once, recording the weights it carries first (a weight already recorded adds no adjustment; a line the order lacks or sold per unit is a conflict): a repeat answers alreadyApplied, an order cancelled or lapsed meanwhile (or not the seller’s) a conflict, per item. At most 200 at once.',
      caller: 'seller',
      body: jsonBody(checkInSyncInput),
      answers: { 200: jsonAnswer(checkInSyncDto, 'One result per check-in, in the order they were made') },
    }),
  },
  '/api/crabber/orders/pickup-day-list': {
    get: operation({
      tag,
      summary: "Today's and the coming day's pickups, for the offline pass check",
      description:
        'Open and collected orders with dated pickups today or the coming day (dock time), with the SHA-256 of each pass token and of each order id with its short code; never the token or the code.',
      caller: 'seller',
      answers: { 200: jsonAnswer(pickupDayListDto, 'In pickup order') },
    }),
  },
};
