/** REST mirror of the auth procedures plus the /api/login and /api/logout browser navigations. */
import { Hono } from 'hono';
import {
  loginInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  registerInput,
  returnToPath,
  verifyEmailInput,
} from '../../shared/auth.schema';
import { authMessages } from '../../shared/messages/auth';
import { loginTwoFactorInput } from '../../shared/two-factor.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { endSession, startSession } from '../features/auth/session-cookie';
import {
  finishTwoFactorSignIn,
  signInWithPassword,
  startSessionOrChallenge,
} from '../features/two-factor/two-factor-sign-in';
import { clientAddress, publicOrigin } from '../http/request-info';
import { readJson } from './read-json';

export const authRoutes = new Hono<AppEnv>()
  .get('/login', (c) => {
    const returnTo = returnToPath.parse(c.req.query('returnTo'));
    return c.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`, 302);
  })
  .get('/logout', async (c) => {
    const sessionId = c.get('sessionId');
    if (sessionId) await c.get('services').auth.invalidateSession(sessionId);
    endSession(c, c.get('config'));
    return c.redirect('/', 302);
  })
  .get('/auth/user', (c) => c.json(requireUser(c.get('user'))))
  .post('/auth/register', async (c) => {
    const input = await readJson(c, registerInput);
    const config = c.get('config');
    const { user, session } = await c
      .get('services')
      .auth.register(input, clientAddress(c, config.trustProxy), publicOrigin(config));
    await startSession(c, session, c.get('config'));
    return c.json(user, 201);
  })
  .post('/auth/login', async (c) => {
    const input = await readJson(c, loginInput);
    return c.json(await signInWithPassword(c, input, clientAddress(c, c.get('config').trustProxy)), 200);
  })
  .post('/auth/login/two-factor', async (c) => {
    const input = await readJson(c, loginTwoFactorInput);
    return c.json(await finishTwoFactorSignIn(c, input, clientAddress(c, c.get('config').trustProxy)), 200);
  })
  .post('/auth/password-reset', async (c) => {
    const input = await readJson(c, passwordResetRequestInput);
    const config = c.get('config');
    await c
      .get('services')
      .passwordReset.request(input, clientAddress(c, config.trustProxy), publicOrigin(config));
    return c.json({ message: authMessages.passwordResetRequested }, 202);
  })
  .post('/auth/password-reset/confirm', async (c) => {
    const input = await readJson(c, passwordResetConfirmInput);
    return c.json(
      await startSessionOrChallenge(c, await c.get('services').passwordReset.confirm(input)),
      200,
    );
  })
  .post('/auth/verify-email', async (c) => {
    const input = await readJson(c, verifyEmailInput);
    return c.json(await c.get('services').emailVerification.verify(input), 200);
  })
  .post('/auth/verify-email/resend', async (c) => {
    const user = requireUser(c.get('user'));
    const config = c.get('config');
    const answer = await c
      .get('services')
      .emailVerification.resend(user, clientAddress(c, config.trustProxy), publicOrigin(config));
    return c.json(answer, 202);
  })
  .post('/auth/logout', async (c) => {
    const sessionId = c.get('sessionId');
    if (sessionId) await c.get('services').auth.invalidateSession(sessionId);
    endSession(c, c.get('config'));
    return c.body(null, 204);
  });
