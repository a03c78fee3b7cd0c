/**
 * A completed order's receipt on the wire (docs/product/payments.md, Receipts): what a bookkeeper
 * files. Money as decimal strings; every amount is computed from integer cents (receipt-totals.ts).
 */
import { z } from 'zod';
import { paymentMethods, paymentStatuses } from './order-status';
import { creditNoteMethods } from './sale-records';
import { shellfishTagDto } from './shellfish-tag.schema';
import { listingPricings } from './weighed-lines';
import { instant, money, pounds } from './wire-formats';

export const receiptLineDto = z.object({
  title: z.string(),
  unit: z.string(),
  orderedQty: z.number().int(),
  handedOverQty: z.number().int().meta({ description: 'Fewer than ordered when the line was short' }),
  unitPrice: money,
  lineTotal: money.meta({
    description: 'The handed-over quantity times the unit price, or its weight for per_lb',
  }),
  pricing: z.enum(listingPricings),
  lotCode: z.string().nullable().meta({ description: 'The traceability lot code the line was sold from' }),
  shellfishTag: shellfishTagDto
    .nullable()
    .meta({ description: 'Oysters and clams in the shell: their harvester tag as sold; null otherwise' }),
  estimatedLb: pounds.nullable().meta({ description: 'per_lb: the estimated weight as ordered' }),
  finalLb: pounds.nullable().meta({ description: 'per_lb: what was weighed at the dock' }),
  estimatedTotal: money.meta({ description: "The line's estimate at checkout" }),
});

export const receiptCreditNoteDto = z.object({
  date: instant,
  amount: money,
  method: z.enum(creditNoteMethods),
  reason: z.string(),
});

export const receiptDto = z
  .object({
    number: z.string().meta({ example: 'DOB-000042' }),
    issuedAt: instant,
    orderId: z.string(),
    seller: z.object({
      name: z.string(),
      address: z.string().nullable(),
      licences: z
        .array(z.string().meta({ example: 'Commercial crab licence CB-20417' }))
        .meta({ description: 'The checked licences that covered what was sold, on the day of the receipt' }),
    }),
    buyer: z.object({ name: z.string(), email: z.string().nullable() }),
    pickupDate: instant
      .nullable()
      .meta({ description: 'The start of the pickup; null for an undated pickup' }),
    pickupLabel: z.string(),
    lines: z.array(receiptLineDto),
    subtotal: money,
    serviceFee: money,
    tax: money,
    total: money,
    paymentMethod: z.enum(paymentMethods),
    paymentStatus: z.enum(paymentStatuses),
    creditNotes: z.array(receiptCreditNoteDto),
    refunded: money,
    netPaid: money,
  })
  .meta({ id: 'Receipt' });
export type ReceiptDto = z.output<typeof receiptDto>;

/** A month of a seller's receipts: `YYYY-MM`; `format=csv` is the only answer there is. */
export const receiptMonthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM')
    .meta({ example: '2026-11' }),
  format: z.literal('csv').optional(),
});
