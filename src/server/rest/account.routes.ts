/** REST mirror of the account procedures: the signed-in person's own settings under /api/account. */
import { type Context, Hono } from 'hono';
import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  updateAccountInput,
} from '../../shared/account.schema';
import type { AppEnv } from '../app-env';
import type { AccountCaller } from '../features/account/account.service';
import { requireUser } from '../features/auth/access';
import { endSession } from '../features/auth/session-cookie';
import { rateLimit } from '../http/rate-limit';
import { clientAddress, publicOrigin } from '../http/request-info';
import { readJson } from './read-json';

/** The caller, checked signed in before anything else (a body is never read for a stranger). */
function callerOf(c: Context<AppEnv>): AccountCaller {
  return {
    user: requireUser(c.get('user')),
    sessionId: c.get('sessionId') ?? '',
    address: clientAddress(c, c.get('config').trustProxy),
  };
}

export const accountRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await c.get('services').account.get(callerOf(c).user)))
  .patch('/', async (c) => {
    const { user } = callerOf(c);
    const input = await readJson(c, updateAccountInput);
    return c.json(await c.get('services').account.update(user, input));
  })
  .post('/password', rateLimit('accountSecurity'), async (c) => {
    const caller = callerOf(c);
    const input = await readJson(c, changePasswordInput);
    await c.get('services').account.changePassword(caller, input);
    return c.body(null, 204);
  })
  .post('/email', rateLimit('accountSecurity'), async (c) => {
    const caller = callerOf(c);
    const input = await readJson(c, changeEmailInput);
    const answer = await c.get('services').account.changeEmail(caller, input, publicOrigin(c.get('config')));
    return c.json(answer, 202);
  })
  .get('/sessions', async (c) => c.json(await c.get('services').account.listSessions(callerOf(c))))
  .post('/sessions/revoke-others', async (c) =>
    c.json(await c.get('services').account.revokeOtherSessions(callerOf(c))),
  )
  .get('/export', rateLimit('accountExport'), async (c) => {
    const { user } = callerOf(c);
    const data = await c.get('services').account.export(user);
    const day = data.exportedAt.slice(0, 10);
    return c.json(data, 200, {
      'Content-Disposition': `attachment; filename="baycatch-account-${day}.json"`,
    });
  })
  .delete('/', rateLimit('accountSecurity'), async (c) => {
    const caller = callerOf(c);
    const input = await readJson(c, deleteAccountInput);
    await c.get('services').account.delete(caller, input);
    endSession(c, c.get('config'));
    return c.body(null, 204);
  });
