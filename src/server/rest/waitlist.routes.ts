/**
 * REST mirror of the waitlist procedures (features/waitlist/waitlist.router.ts):
 * POST and DELETE /api/catches/{id}/waitlist, GET/POST/DELETE /api/sellers/{id}/waitlist (a species
 * of that seller), GET /api/waitlist.
 */
import { type Context, Hono } from 'hono';
import { sellerIdInput } from '../../shared/seller.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { parseInput } from '../lib/validation';
import { queryObject } from './query-object';
import { readOptionalJson } from './read-json';

const userOf = (c: Context<AppEnv>) => requireUser(c.get('user'));
const sellerId = (c: Context<AppEnv>) => parseInput(sellerIdInput, { id: c.req.param('id') }).id;

export const catchWaitlistRoutes = new Hono<AppEnv>()
  .post('/:id/waitlist', async (c) => {
    const user = userOf(c);
    const joined = await c.get('services').waitlist.join(user, c.req.param('id'), await readOptionalJson(c));
    return c.json(joined, 201);
  })
  .get('/:id/waitlist', async (c) =>
    c.json(await c.get('services').waitlist.status(userOf(c).id, c.req.param('id'))),
  )
  .delete('/:id/waitlist', async (c) =>
    c.json(await c.get('services').waitlist.leave(userOf(c).id, c.req.param('id'))),
  );

export const sellerWaitlistRoutes = new Hono<AppEnv>()
  .get('/:id/waitlist', async (c) =>
    c.json(await c.get('services').speciesWaitlist.forSeller(userOf(c).id, sellerId(c))),
  )
  .post('/:id/waitlist', async (c) => {
    const user = userOf(c);
    const joined = await c.get('services').speciesWaitlist.join(user, sellerId(c), await readOptionalJson(c));
    return c.json(joined, 201);
  })
  .delete('/:id/waitlist', async (c) => {
    const user = userOf(c);
    return c.json(await c.get('services').speciesWaitlist.leave(user.id, sellerId(c), queryObject(c)));
  });

export const waitlistRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await c.get('services').waitlist.mine(userOf(c).id)),
);
