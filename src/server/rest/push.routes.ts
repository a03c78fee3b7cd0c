/** REST mirror of phone alerts: GET /api/push/key, GET, POST and DELETE /api/push/subscriptions. */
import { Hono } from 'hono';
import { pushSubscriptionInput, pushUnsubscribeInput } from '../../shared/push.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { rateLimit } from '../http/rate-limit';
import { readJson } from './read-json';

export const pushRoutes = new Hono<AppEnv>()
  .get('/key', async (c) => c.json(await c.get('services').push.key()))
  .get('/subscriptions', async (c) =>
    c.json(await c.get('services').push.list(requireUser(c.get('user')).id, c.get('sessionId'))),
  )
  .post('/subscriptions', rateLimit('pushSubscription'), async (c) => {
    const user = requireUser(c.get('user'));
    const input = await readJson(c, pushSubscriptionInput);
    const dto = await c
      .get('services')
      .push.subscribe(user.id, c.get('sessionId'), c.req.header('user-agent'), input);
    return c.json(dto, 201);
  })
  .delete('/subscriptions', rateLimit('pushSubscription'), async (c) => {
    const user = requireUser(c.get('user'));
    const { endpoint } = await readJson(c, pushUnsubscribeInput);
    await c.get('services').push.unsubscribe(user.id, endpoint);
    return c.body(null, 204);
  });
