/**
 * REST mirror of seasons and limits (docs/product/traceability.md): GET /api/rules, and for admins
 * GET/POST /api/admin/rules and PATCH/DELETE /api/admin/rules/{id}.
 */
import { Hono } from 'hono';
import { saleRuleChangeInput, saleRuleInput } from '../../shared/sale-rule.schema';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../features/auth/access';
import { readJson } from './read-json';

export const rulesRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await c.get('services').seasons.today()),
);

export const adminRulesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    requireAdmin(c.get('user'));
    return c.json(await c.get('services').seasons.listAll());
  })
  .post('/', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const input = await readJson(c, saleRuleInput);
    return c.json(await c.get('services').seasons.add(admin, input), 201);
  })
  .patch('/:id', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const input = await readJson(c, saleRuleChangeInput);
    return c.json(await c.get('services').seasons.change(admin, c.req.param('id'), input));
  })
  .delete('/:id', async (c) => {
    const admin = requireAdmin(c.get('user'));
    return c.json(await c.get('services').seasons.remove(admin, c.req.param('id')));
  });
