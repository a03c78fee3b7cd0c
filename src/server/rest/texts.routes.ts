/**
 * REST mirror of the text-message procedures (features/sms/sms.router.ts): the signed-in person's
 * mobile number and text choices under /api/account, and the admins' list of undelivered texts.
 */
import { type Context, Hono } from 'hono';
import { adminSmsQuery, smsCodeInput, smsPhoneInput, smsPrefsInput } from '../../shared/sms.schema';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from '../features/auth/access';
import { clientAddress } from '../http/request-info';
import { parseInput } from '../lib/validation';
import { queryObject } from './query-object';
import { readJson } from './read-json';

const userIdOf = (c: Context<AppEnv>) => requireUser(c.get('user')).id;

export const accountPhoneRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await c.get('services').phoneVerification.get(userIdOf(c))))
  .post('/', async (c) => {
    const userId = userIdOf(c);
    const input = await readJson(c, smsPhoneInput);
    const address = clientAddress(c, c.get('config').trustProxy);
    return c.json(
      await c.get('services').phoneVerification.sendCode(userId, input, { accountKey: userId, address }),
      202,
    );
  })
  .post('/verify', async (c) => {
    const userId = userIdOf(c);
    const input = await readJson(c, smsCodeInput);
    return c.json(await c.get('services').phoneVerification.verify(userId, input));
  })
  .delete('/', async (c) => c.json(await c.get('services').phoneVerification.remove(userIdOf(c))));

export const accountSmsRoutes = new Hono<AppEnv>().patch('/', async (c) => {
  const userId = userIdOf(c);
  const input = await readJson(c, smsPrefsInput);
  return c.json(await c.get('services').phoneVerification.savePrefs(userId, input));
});

export const adminSmsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  requireAdmin(c.get('user'));
  const { status } = parseInput(adminSmsQuery, queryObject(c));
  return c.json(await c.get('services').smsOutbox.list(status));
});
