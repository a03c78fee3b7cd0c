import { Hono } from 'hono';
import {
  adminOrderIdInput,
  adminOrderSearchQuery,
  applicationIdInput,
  rejectApplicationInput,
  sellerLimitsInput,
} from '../../shared/admin.schema';
import { reconciliationQuery } from '../../shared/reconciliation.dto';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../features/auth/access';
import { parseInput } from '../lib/validation';
import { queryObject } from './query-object';
import { readJson, readOptionalJson } from './read-json';

export const adminRoutes = new Hono<AppEnv>()
  .get('/applications', async (c) => {
    requireAdmin(c.get('user'));
    return c.json(await c.get('services').admin.listApplications());
  })
  .post('/applications/:id/approve', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const { id } = parseInput(applicationIdInput, { id: c.req.param('id') });
    return c.json(await c.get('services').admin.approve(admin.id, id));
  })
  .post('/applications/:id/reject', async (c) => {
    const admin = requireAdmin(c.get('user'));
    // The documented call sends no body (docs/product/admin.md); an optional { reason } is accepted for the applicant's sake.
    const body = await readOptionalJson(c);
    const input = parseInput(rejectApplicationInput, { ...(body as object), id: c.req.param('id') });
    return c.json(await c.get('services').admin.reject(admin.id, input.id, input.reason));
  })
  .get('/orders', async (c) => {
    requireAdmin(c.get('user'));
    return c.json(
      await c.get('services').adminOrders.search(parseInput(adminOrderSearchQuery, queryObject(c))),
    );
  })
  .get('/disputes', async (c) => {
    requireAdmin(c.get('user'));
    return c.json(await c.get('services').disputes.listOpen());
  })
  .get('/reconciliation', async (c) => {
    requireAdmin(c.get('user'));
    const { date } = parseInput(reconciliationQuery, queryObject(c));
    return c.json(await c.get('services').reconciliation.ofDay(date));
  })
  .post('/reconciliation/check', async (c) => {
    requireAdmin(c.get('user'));
    const { date } = await readJson(c, reconciliationQuery);
    return c.json(await c.get('services').reconciliation.checkAgain(date));
  })
  .get('/orders/:id', async (c) => {
    requireAdmin(c.get('user'));
    const { id } = parseInput(adminOrderIdInput, { id: c.req.param('id') });
    return c.json(await c.get('services').adminOrders.detail(id));
  })
  .patch('/sellers/:id/limits', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, sellerLimitsInput.omit({ id: true }));
    const input = parseInput(sellerLimitsInput, { ...body, id: c.req.param('id') });
    return c.json(
      await c.get('services').admin.setSellerLimits(admin.id, input.id, input.weeklyQuantityLimit),
    );
  });
