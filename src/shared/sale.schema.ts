/**
 * Requests that change a sale after checkout: lines marked short and partial refunds
 * (docs/product/orders-and-pickup.md, docs/product/payments.md).
 */
import { z } from 'zod';
import { moneyInput } from './money.schema';
import { orderIdInput } from './order.schema';

const MAX_LINES = 100;

const reason = z
  .string({ error: 'Say why' })
  .trim()
  .min(1, 'Say why')
  .max(500, 'Keep the reason under 500 characters');

const lineQty = z.object({
  itemId: z.string().min(1).max(100),
  qty: z
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole quantity')
    .min(0, 'A quantity cannot be negative')
    .max(1_000_000),
});

function distinctLines(lines: readonly { itemId: string }[], ctx: z.RefinementCtx) {
  if (new Set(lines.map((line) => line.itemId)).size !== lines.length) {
    ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Name each line once' });
  }
}

export const shortLinesBody = z
  .object({ lines: z.array(lineQty).min(1, 'Name a line').max(MAX_LINES), reason })
  .superRefine((body, ctx) => distinctLines(body.lines, ctx));
export type ShortLinesBody = z.output<typeof shortLinesBody>;

export const shortLinesInput = z.object({ id: orderIdInput.shape.id, data: shortLinesBody });

export const refundBody = z
  .object({
    amount: moneyInput.optional(),
    lines: z.array(lineQty).min(1, 'Name a line').max(MAX_LINES).optional(),
    reason,
  })
  .superRefine((body, ctx) => {
    if ((body.amount === undefined) === (body.lines === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Give either an amount or lines, not both' });
    }
    if (body.amount !== undefined && body.amount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Refund more than $0.00' });
    }
    if (body.lines) distinctLines(body.lines, ctx);
  });
export type RefundBody = z.output<typeof refundBody>;

export const refundInput = z.object({ id: orderIdInput.shape.id, data: refundBody });

/**
 * The lines of a request checked against the order's own lines: each must be one of them, and no
 * quantity may exceed `limitOf` (what was ordered, for a short; what is handed over, for a refund).
 */
export function linesOfOrder<T extends { id: string; qty: number }>(
  items: readonly T[],
  limitOf: (item: T) => number,
) {
  return z.array(lineQty).superRefine((lines, ctx) => {
    lines.forEach((line, index) => {
      const item = items.find((candidate) => candidate.id === line.itemId);
      if (!item) {
        ctx.addIssue({ code: 'custom', path: [index, 'itemId'], message: 'This order has no such line' });
      } else if (line.qty > limitOf(item)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'qty'],
          message: `At most ${limitOf(item)} of this line`,
        });
      }
    });
  });
}
