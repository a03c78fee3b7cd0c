import { Hono } from 'hono';
import { addToCartInput, cartLineIdInput, cartQuantityBody } from '../../shared/cart.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { parseInput } from '../lib/validation';
import { readJson } from './read-json';

export const cartRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').cart.listCart(user.id));
  })
  .post('/', async (c) => {
    const user = requireUser(c.get('user'));
    const input = await readJson(c, addToCartInput);
    const { line, created } = await c.get('services').cart.addToCart(user.id, input);
    return c.json(line, created ? 201 : 200);
  })
  .patch('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const { id } = parseInput(cartLineIdInput, { id: c.req.param('id') });
    // Whose line it is comes before what the body says (authorisation before validation).
    await c.get('services').cart.assertOwnLine(user.id, id);
    const { qty } = await readJson(c, cartQuantityBody);
    return c.json(await c.get('services').cart.updateQuantity(user.id, id, qty));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    const { id } = parseInput(cartLineIdInput, { id: c.req.param('id') });
    await c.get('services').cart.removeLine(user.id, id);
    return c.body(null, 204);
  });
