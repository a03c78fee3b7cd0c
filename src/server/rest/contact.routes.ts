/** REST mirror of contact.send: POST /api/contact answers 201 with the stored message's id. */
import { Hono } from 'hono';
import { contactMessageInput } from '../../shared/contact.schema';
import type { AppEnv } from '../app-env';
import { clientAddress } from '../http/request-info';
import { readJson } from './read-json';

export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = await readJson(c, contactMessageInput);
  const result = await c.get('services').contact.sendMessage(input, {
    address: clientAddress(c, c.get('config').trustProxy),
    userId: c.get('user')?.id ?? null,
  });
  return c.json(result, 201);
});
