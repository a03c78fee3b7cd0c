import { Hono } from 'hono';
import { notificationIdInput } from '../../shared/notification.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { parseInput } from '../lib/validation';

export const notificationsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').notifications.listForUser(user.id));
  })
  .post('/read-all', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json({ updated: await c.get('services').notifications.markAllRead(user.id) });
  })
  .post('/:id/read', async (c) => {
    const user = requireUser(c.get('user'));
    const { id } = parseInput(notificationIdInput, { id: c.req.param('id') });
    await c.get('services').notifications.markRead(user.id, id);
    return c.body(null, 204);
  });
