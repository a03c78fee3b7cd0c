/** REST mirror of the seller calls (docs/product/sellers.md): registration, profile edits, Stripe account. */
import { Hono } from 'hono';
import { weekDays } from '../../shared/availability';
import { sellerRegistrationInput } from '../../shared/seller.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { publicOrigin } from '../http/request-info';
import { readJson, readOptionalJson } from './read-json';

/** The availability save may send the bare day map (docs/product/sellers.md) or `{ availability }`. */
function asUpdateBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  const bareDayMap = keys.length > 0 && keys.every((key) => (weekDays as readonly string[]).includes(key));
  return bareDayMap ? { availability: body } : body;
}

export const sellersRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const user = requireUser(c.get('user'));
    const input = await readJson(c, sellerRegistrationInput);
    return c.json(await c.get('services').sellers.register(user, input), 201);
  })
  .get('/me', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').sellers.requireMine(user));
  })
  .get('/:id/public', async (c) => {
    requireUser(c.get('user'));
    return c.json(await c.get('services').sellers.getPublic(c.req.param('id')));
  })
  .patch('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const body = asUpdateBody(await readOptionalJson(c));
    return c.json(await c.get('services').sellers.update(user, c.req.param('id'), body));
  })
  .get('/:id/stripe-status', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').sellers.paymentAccountStatus(user, c.req.param('id')));
  })
  .post('/:id/connect-stripe', async (c) => {
    const user = requireUser(c.get('user'));
    const origin = publicOrigin(c.get('config'));
    return c.json(await c.get('services').sellers.connectPaymentAccount(user, c.req.param('id'), origin));
  });
