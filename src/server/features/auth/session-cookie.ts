import type { Context } from 'hono';
import type { Config } from '../../env';
import { isHttpsRequest } from '../../http/request-info';
import { clearSessionCookie, writeSessionCookie } from '../../http/session-cookie';
import type { AuthService } from './auth.service';

/** What starting a session reads off the request; every app request carries it (src/server/app-env.ts). */
interface SessionStartEnv {
  Variables: { services: { auth: Pick<AuthService, 'recordSessionClient'> } };
}

/**
 * Signs the browser in with a new session: every sign-in, sign-up and password reset ends here.
 * The browser's User-Agent is noted so the owner can recognise the session among their devices.
 */
export async function startSession<E extends SessionStartEnv>(
  c: Context<E>,
  session: { token: string; expiresAt: Date },
  config: Config,
): Promise<void> {
  writeSessionCookie(c, session.token, session.expiresAt, isHttpsRequest(c, config));
  await c.get('services').auth.recordSessionClient(session.token, c.req.header('user-agent'));
}

/** Forgets the session cookie, under whichever name this connection uses. */
export function endSession(c: Context, config: Config): void {
  clearSessionCookie(c, isHttpsRequest(c, config));
}
