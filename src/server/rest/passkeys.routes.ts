/** REST mirror of the passkey procedures: the account's passkeys and signing in with one. */
import { Hono } from 'hono';
import { passkeyRegistrationInput, passkeySignInInput } from '../../shared/passkeys.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { startSession } from '../features/auth/session-cookie';
import { takeChallengeCookie, writeChallengeCookie } from '../features/passkeys/challenge-cookie';
import { rateLimit } from '../http/rate-limit';
import { clientAddress } from '../http/request-info';
import { readJson } from './read-json';

export const passkeysRoutes = new Hono<AppEnv>()
  .get('/account/passkeys', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').passkeys.list(user.id));
  })
  .post('/account/passkeys/options', rateLimit('passkeyRegistration'), async (c) => {
    const user = requireUser(c.get('user'));
    const issued = await c.get('services').passkeys.registrationOptions(user);
    writeChallengeCookie(c, c.get('config'), issued.challengeId, issued.expiresAt);
    return c.json(issued.options);
  })
  .post('/account/passkeys', rateLimit('passkeyRegistration'), async (c) => {
    const user = requireUser(c.get('user'));
    const config = c.get('config');
    const input = await readJson(c, passkeyRegistrationInput);
    const passkey = await c
      .get('services')
      .passkeys.register(user, takeChallengeCookie(c, config), input, clientAddress(c, config.trustProxy));
    return c.json(passkey, 201);
  })
  .delete('/account/passkeys/:id', async (c) => {
    const user = requireUser(c.get('user'));
    await c.get('services').passkeys.remove(user.id, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/auth/passkey/options', rateLimit('passkeySignIn'), async (c) => {
    const issued = await c.get('services').passkeys.authenticationOptions();
    writeChallengeCookie(c, c.get('config'), issued.challengeId, issued.expiresAt);
    return c.json(issued.options);
  })
  .post('/auth/passkey', rateLimit('passkeySignIn'), async (c) => {
    const config = c.get('config');
    const input = await readJson(c, passkeySignInInput);
    const { user, session } = await c
      .get('services')
      .passkeys.signIn(takeChallengeCookie(c, config), input, clientAddress(c, config.trustProxy));
    await startSession(c, session, config);
    return c.json(user, 200);
  });
