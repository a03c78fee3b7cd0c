/**
 * REST mirror of harvest areas and closures (docs/product/traceability.md): GET /api/harvest-areas,
 * GET /api/orders/{id}/area-notices, and for admins POST /api/admin/harvest-areas/{code}/closures
 * and DELETE /api/admin/closures/{id}.
 */
import { Hono } from 'hono';
import { closeAreaData } from '../../shared/harvest-areas.schema';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from '../features/auth/access';
import { readJson } from './read-json';

export const harvestAreasRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await c.get('services').harvestAreas.list()),
);

export const orderAreaNoticesRoutes = new Hono<AppEnv>().get('/:id/area-notices', async (c) => {
  const user = requireUser(c.get('user'));
  return c.json(await c.get('services').harvestAreas.orderNotices(user, c.req.param('id')));
});

export const adminHarvestAreasRoutes = new Hono<AppEnv>().post('/:code/closures', async (c) => {
  const admin = requireAdmin(c.get('user'));
  const input = await readJson(c, closeAreaData);
  return c.json(await c.get('services').harvestAreas.close(admin, c.req.param('code'), input), 201);
});

export const adminClosuresRoutes = new Hono<AppEnv>().delete('/:id', async (c) => {
  const admin = requireAdmin(c.get('user'));
  return c.json(await c.get('services').harvestAreas.reopen(admin, c.req.param('id')));
});
