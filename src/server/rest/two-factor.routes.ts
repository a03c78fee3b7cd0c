/** REST mirror of the two-factor settings under /api/account/two-factor (tRPC: twoFactor.*). */
import { type Context, Hono } from 'hono';
import {
  recoveryCodesInput,
  twoFactorDisableInput,
  twoFactorEnableInput,
} from '../../shared/two-factor.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import type { TwoFactorCaller } from '../features/two-factor/two-factor.service';
import { rateLimit } from '../http/rate-limit';
import { clientAddress } from '../http/request-info';
import { readJson } from './read-json';

/** Checked signed in before the body is read. */
function callerOf(c: Context<AppEnv>): TwoFactorCaller {
  return { user: requireUser(c.get('user')), address: clientAddress(c, c.get('config').trustProxy) };
}

export const twoFactorRoutes = new Hono<AppEnv>()
  .post('/setup', async (c) => c.json(await c.get('services').twoFactor.setup(callerOf(c)), 200))
  .post('/enable', rateLimit('accountSecurity'), async (c) => {
    const caller = callerOf(c);
    const input = await readJson(c, twoFactorEnableInput);
    return c.json(await c.get('services').twoFactor.enable(caller, input), 200);
  })
  .post('/disable', rateLimit('accountSecurity'), async (c) => {
    const caller = callerOf(c);
    const input = await readJson(c, twoFactorDisableInput);
    await c.get('services').twoFactor.disable(caller, input);
    return c.body(null, 204);
  })
  .post('/recovery-codes', rateLimit('accountSecurity'), async (c) => {
    const caller = callerOf(c);
    const input = await readJson(c, recoveryCodesInput);
    return c.json(await c.get('services').twoFactor.regenerateRecoveryCodes(caller, input), 200);
  });
