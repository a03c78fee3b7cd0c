import { Hono } from 'hono';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../shared/idempotency';
import { orderIdInput, orderStatusBody, pickupCodeInput, placeOrderBody } from '../../shared/order.schema';
import { checkInSyncInput } from '../../shared/pickup-checkin.schema';
import { movePickupBody } from '../../shared/pickup-move';
import { refundBody, shortLinesBody } from '../../shared/sale.schema';
import { weighLinesBody } from '../../shared/weigh.schema';
import type { AppEnv } from '../app-env';
import { requireSeller, requireUser } from '../features/auth/access';
import { viewerOf } from '../features/orders/orders.service';
import { placeOrdersOnce } from '../features/orders/place-orders-once';
import { saleActorOf } from '../features/orders/sale-actor';
import { rateLimit } from '../http/rate-limit';
import { parseInput } from '../lib/validation';
import { readJson } from './read-json';

/** An order id from the path, checked by the shared schema (a malformed one is a 400). */
export const orderIdParam = (id: string) => parseInput(orderIdInput, { id }).id;

export const ordersRoutes = new Hono<AppEnv>()
  .post('/', rateLimit('orderPlacement'), async (c) => {
    const user = requireUser(c.get('user'));
    const input = await readJson(c, placeOrderBody);
    const header = c.req.header(IDEMPOTENCY_HEADER);
    const key = header === undefined ? undefined : parseInput(idempotencyKeySchema, header);
    const placed = await placeOrdersOnce(c.get('services'), user.id, { ...input, idempotencyKey: key });
    if (placed.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(placed.body, placed.status as 201);
  })
  .get('/', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').orders.listBuyerOrders(user.id));
  })
  .get('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').orders.getOrder(viewerOf(user), orderIdParam(c.req.param('id'))));
  })
  .patch('/:id/status', async (c) => {
    const user = requireUser(c.get('user'));
    const id = orderIdParam(c.req.param('id'));
    // Whose order it is comes before what the body says (authorisation before validation).
    await c.get('services').orders.assertVisible(viewerOf(user), id);
    const { status } = await readJson(c, orderStatusBody);
    return c.json(await c.get('services').orders.updateStatus(viewerOf(user), id, status));
  })
  .post('/:id/move', async (c) => {
    const viewer = viewerOf(requireUser(c.get('user')));
    const id = orderIdParam(c.req.param('id'));
    await c.get('services').orders.assertVisible(viewer, id);
    const body = await readJson(c, movePickupBody);
    return c.json(await c.get('services').orders.movePickup(viewer, id, body));
  })
  .post('/:id/short', async (c) => {
    const actor = saleActorOf(requireUser(c.get('user')));
    const id = orderIdParam(c.req.param('id'));
    await c.get('services').orders.assertSaleAccess(actor, id, 'short');
    const body = await readJson(c, shortLinesBody);
    return c.json(await c.get('services').orders.markShort(actor, id, body));
  })
  .post('/:id/weigh', async (c) => {
    const actor = saleActorOf(requireUser(c.get('user')));
    const id = orderIdParam(c.req.param('id'));
    await c.get('services').orders.assertSaleAccess(actor, id, 'weigh');
    const body = await readJson(c, weighLinesBody);
    return c.json(await c.get('services').orders.weighLines(actor, id, body));
  })
  .post('/:id/refunds', async (c) => {
    const actor = saleActorOf(requireUser(c.get('user')));
    const id = orderIdParam(c.req.param('id'));
    await c.get('services').orders.assertSaleAccess(actor, id, 'refund');
    const body = await readJson(c, refundBody);
    return c.json(await c.get('services').orders.refund(actor, id, body), 201);
  })
  .post('/:id/create-payment-intent', rateLimit('paymentIntent'), async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(
      await c.get('services').orders.createPaymentIntent(user.id, orderIdParam(c.req.param('id'))),
    );
  })
  .get('/:id/calendar.ics', async (c) => {
    const user = requireUser(c.get('user'));
    const { filename, ics } = await c
      .get('services')
      .orders.calendarFor(viewerOf(user), orderIdParam(c.req.param('id')));
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    });
  })
  .post('/:id/arrived', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(
      await c.get('services').orders.markArrived(viewerOf(user), orderIdParam(c.req.param('id'))),
    );
  })
  .post('/:id/sync-payment', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(
      await c.get('services').orders.syncPayment(viewerOf(user), orderIdParam(c.req.param('id'))),
    );
  });

/** The seller's side: their orders, and the pickup pass check at the dock. */
export const crabberOrdersRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const seller = requireSeller(c.get('user'));
    return c.json(await c.get('services').orders.listSellerOrders(seller.crabberProfile.id));
  })
  // POST, not GET: a pickup code is a pass and does not belong in URLs and access logs.
  .post('/pickup-check', rateLimit('pickupCheck'), async (c) => {
    const seller = requireSeller(c.get('user'));
    const { code } = await readJson(c, pickupCodeInput);
    return c.json(await c.get('services').orders.checkPass(seller.crabberProfile.id, code));
  })
  .post('/pickup-check/sync', async (c) => {
    const seller = requireSeller(c.get('user'));
    const { checkIns } = await readJson(c, checkInSyncInput);
    const sender = { crabberId: seller.crabberProfile.id, userId: seller.id };
    return c.json(await c.get('services').orders.syncCheckIns(sender, checkIns));
  })
  .get('/pickup-day-list', async (c) => {
    const seller = requireSeller(c.get('user'));
    return c.json(await c.get('services').orders.dayList(seller.crabberProfile.id));
  });
