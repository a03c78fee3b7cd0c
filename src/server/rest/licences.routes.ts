/**
 * REST mirror of licences (docs/product/traceability.md): GET/POST /api/sellers/{id}/licences,
 * PATCH/DELETE /api/sellers/{id}/licences/{licenceId} and POST /api/admin/licences/{licenceId}/verify.
 */
import { Hono } from 'hono';
import { licenceChangeInput, licenceInput } from '../../shared/licence.schema';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from '../features/auth/access';
import { readJson } from './read-json';

export const sellerLicencesRoutes = new Hono<AppEnv>()
  .get('/:id/licences', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').licences.list(user, c.req.param('id')));
  })
  .post('/:id/licences', async (c) => {
    const user = requireUser(c.get('user'));
    const input = await readJson(c, licenceInput);
    return c.json(await c.get('services').licences.add(user, c.req.param('id'), input), 201);
  })
  .patch('/:id/licences/:licenceId', async (c) => {
    const user = requireUser(c.get('user'));
    const input = await readJson(c, licenceChangeInput);
    const { id, licenceId } = c.req.param();
    return c.json(await c.get('services').licences.change(user, id, licenceId, input));
  })
  .delete('/:id/licences/:licenceId', async (c) => {
    const user = requireUser(c.get('user'));
    const { id, licenceId } = c.req.param();
    return c.json(await c.get('services').licences.remove(user, id, licenceId));
  });

export const adminLicencesRoutes = new Hono<AppEnv>().post('/:licenceId/verify', async (c) => {
  const admin = requireAdmin(c.get('user'));
  return c.json(await c.get('services').licences.verify(admin, c.req.param('licenceId')));
});
