/** REST mirror of receipts: one order's as JSON or PDF, and a seller's month as CSV. */
import { Hono } from 'hono';
import { receiptMonthQuery } from '../../shared/receipt.dto';
import type { AppEnv } from '../app-env';
import { requireSeller, requireUser } from '../features/auth/access';
import { parseInput } from '../lib/validation';
import { orderIdParam } from './orders.routes';

export const orderReceiptRoutes = new Hono<AppEnv>()
  .get('/:id/receipt', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').receipts.forOrder(user, orderIdParam(c.req.param('id'))));
  })
  .get('/:id/receipt.pdf', async (c) => {
    const user = requireUser(c.get('user'));
    const { number, pdf } = await c
      .get('services')
      .receipts.pdfForOrder(user, orderIdParam(c.req.param('id')));
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${number}.pdf"`,
    });
  });

export const crabberReceiptRoutes = new Hono<AppEnv>().get('/receipts', async (c) => {
  const seller = requireSeller(c.get('user'));
  const { month } = parseInput(receiptMonthQuery, {
    month: c.req.query('month'),
    format: c.req.query('format') || undefined,
  });
  const csv = await c.get('services').receipts.csvForMonth(seller.crabberProfile.id, month);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="baycatch-receipts-${month}.csv"`,
  });
});
