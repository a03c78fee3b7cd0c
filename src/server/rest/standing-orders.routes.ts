/**
 * REST mirror of standing orders (docs/product/standing-orders.md): GET/POST /api/standing-orders,
 * PATCH/DELETE /api/standing-orders/{id}, POST /api/standing-orders/{id}/skip, a card standing
 * order's POST /api/standing-orders/{id}/card and /card/sync, and the seller's
 * GET /api/crabber/standing-demand.
 */
import { Hono } from 'hono';
import {
  createStandingOrderInput,
  skipWeekBody,
  standingOrderIdInput,
  updateStandingOrderBody,
} from '../../shared/standing-order.schema';
import type { AppEnv } from '../app-env';
import { requireSeller, requireUser } from '../features/auth/access';
import { parseInput } from '../lib/validation';
import { readJson } from './read-json';

const standingId = (value: string) => parseInput(standingOrderIdInput, { id: value }).id;

export const standingOrdersRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').standingOrders.list(user));
  })
  .post('/', async (c) => {
    const user = requireUser(c.get('user'));
    const input = await readJson(c, createStandingOrderInput);
    return c.json(await c.get('services').standingOrders.create(user, input), 201);
  })
  .patch('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const id = standingId(c.req.param('id'));
    const data = await readJson(c, updateStandingOrderBody);
    return c.json(await c.get('services').standingOrders.update(user, id, data));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    await c.get('services').standingOrders.remove(user, standingId(c.req.param('id')));
    return c.body(null, 204);
  })
  .post('/:id/skip', async (c) => {
    const user = requireUser(c.get('user'));
    const id = standingId(c.req.param('id'));
    const { date } = await readJson(c, skipWeekBody);
    return c.json(await c.get('services').standingOrders.skip(user, id, date));
  })
  .post('/:id/card', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').standingOrders.setUpCard(user, standingId(c.req.param('id'))));
  })
  .post('/:id/card/sync', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').standingOrders.syncCard(user, standingId(c.req.param('id'))));
  });

export const standingDemandRoutes = new Hono<AppEnv>().get('/standing-demand', async (c) =>
  c.json(await c.get('services').standingOrders.demand(requireSeller(c.get('user')))),
);
