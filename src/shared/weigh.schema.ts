/** Weighing an order's per-pound lines at the dock (docs/product/payments.md, "Weighed listings"). */
import { z } from 'zod';
import { orderIdInput } from './order.schema';
import { lbInput } from './weight.schema';

export const weighLinesBody = z
  .object({
    lines: z
      .array(z.object({ itemId: z.string().min(1).max(100), lb: lbInput }))
      .min(1, 'Name a line')
      .max(100),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .superRefine((body, ctx) => {
    if (new Set(body.lines.map((line) => line.itemId)).size !== body.lines.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Name each line once' });
  });
export type WeighLinesBody = z.output<typeof weighLinesBody>;

export const weighLinesInput = z.object({ id: orderIdInput.shape.id, data: weighLinesBody });
