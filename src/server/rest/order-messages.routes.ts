/** REST mirror of the order messages: GET/POST /api/orders/{id}/messages, …/read, and the unread count. */
import { Hono } from 'hono';
import { orderMessageInput } from '../../shared/order-message.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { viewerOf } from '../features/orders/orders.service';
import { rateLimit } from '../http/rate-limit';
import { publicOrigin } from '../http/request-info';
import { orderIdParam } from './orders.routes';
import { readJson } from './read-json';

export const orderMessagesRoutes = new Hono<AppEnv>()
  .get('/:id/messages', async (c) => {
    const viewer = viewerOf(requireUser(c.get('user')));
    return c.json(await c.get('services').orderMessages.thread(viewer, orderIdParam(c.req.param('id'))));
  })
  .post('/:id/messages', rateLimit('orderMessage'), async (c) => {
    const viewer = viewerOf(requireUser(c.get('user')));
    const id = orderIdParam(c.req.param('id'));
    // Whose order it is comes before what the body says (authorisation before validation).
    await c.get('services').orders.assertVisible(viewer, id);
    const input = await readJson(c, orderMessageInput);
    const origin = publicOrigin(c.get('config'));
    return c.json(await c.get('services').orderMessages.post(viewer, id, input, origin), 201);
  })
  .post('/:id/messages/read', async (c) => {
    const viewer = viewerOf(requireUser(c.get('user')));
    await c.get('services').orderMessages.markRead(viewer, orderIdParam(c.req.param('id')));
    return c.body(null, 204);
  });

export const unreadMessagesRoutes = new Hono<AppEnv>().get('/unread-count', async (c) =>
  c.json(await c.get('services').orderMessages.unreadCount(viewerOf(requireUser(c.get('user'))))),
);
