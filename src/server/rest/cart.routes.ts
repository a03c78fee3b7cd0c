import { Hono } from 'hono';
import { requireUser } from '../features/auth/access';
import type { AppEnv } from '../http/app-env';

export const cartRoutes = new Hono<AppEnv>().get('/', (c) => {
  const user = requireUser(c.get('user'));
  return c.json(c.get('services').cart.listCart(user.id));
});
