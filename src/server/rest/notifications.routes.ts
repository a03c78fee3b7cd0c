import { Hono } from 'hono';
import { notificationIdInput } from '../../shared/notification.schema';
import { requireUser } from '../features/auth/access';
import type { AppEnv } from '../http/app-env';
import { parseInput } from '../lib/validation';

export const notificationsRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const user = requireUser(c.get('user'));
    return c.json(c.get('services').notifications.listForUser(user.id));
  })
  .post('/read-all', (c) => {
    const user = requireUser(c.get('user'));
    return c.json({ updated: c.get('services').notifications.markAllRead(user.id) });
  })
  .post('/:id/read', (c) => {
    const user = requireUser(c.get('user'));
    const { id } = parseInput(notificationIdInput, { id: c.req.param('id') });
    c.get('services').notifications.markRead(user.id, id);
    return c.body(null, 204);
  });
