/**
 * The cookie side of signing in with two factors, shared by the tRPC procedures and the REST shims:
 * a password sign-in either starts a session or leaves a challenge cookie, and the code step
 * turns the challenge into a session (and, when asked and allowed, a remembered browser).
 */
import type { Context } from 'hono';
import type { LoginInput } from '../../../shared/auth.schema';
import type { LoginTwoFactorInput, TwoFactorRequiredDto } from '../../../shared/two-factor.schema';
import type { UserDto } from '../../../shared/user.schema';
import type { Config } from '../../env';
import type { AuthService, IssuedSession, SecondFactorDue } from '../auth/auth.service';
import { startSession } from '../auth/session-cookie';
import type { createTwoFactorService } from './two-factor.service';
import {
  clearChallengeCookie,
  readChallengeCookie,
  readTrustedDeviceCookie,
  writeChallengeCookie,
  writeTrustedDeviceCookie,
} from './two-factor-cookies';

/** What signing in reads off the request; every app request carries it (src/server/app-env.ts). */
interface SignInEnv {
  Variables: {
    config: Config;
    services: { auth: AuthService; twoFactor: ReturnType<typeof createTwoFactorService> };
  };
}

export async function signInWithPassword<E extends SignInEnv>(
  c: Context<E>,
  input: LoginInput,
  address: string,
): Promise<UserDto | TwoFactorRequiredDto> {
  const config = c.get('config');
  const result = await c.get('services').auth.login(input, address, readTrustedDeviceCookie(c, config));
  return startSessionOrChallenge(c, result);
}

/** A session cookie for a finished sign-in, or the challenge cookie when the code step is due. */
export async function startSessionOrChallenge<E extends SignInEnv>(
  c: Context<E>,
  result: { user: UserDto; session: IssuedSession } | SecondFactorDue,
): Promise<UserDto | TwoFactorRequiredDto> {
  const config = c.get('config');
  if ('twoFactorRequired' in result) {
    writeChallengeCookie(c, config, result.challenge.token, result.challenge.expiresAt);
    return { twoFactorRequired: true };
  }
  await startSession(c, result.session, config);
  return result.user;
}

export async function finishTwoFactorSignIn<E extends SignInEnv>(
  c: Context<E>,
  input: LoginTwoFactorInput,
  address: string,
): Promise<UserDto> {
  const config = c.get('config');
  const services = c.get('services');
  const { userId } = await services.twoFactor.finishSignIn(readChallengeCookie(c, config), input, address);
  clearChallengeCookie(c, config);
  const signedIn = await services.auth.signInAs(userId);
  if (!signedIn) throw new Error('The account of a finished sign-in challenge is gone');
  await startSession(c, signedIn.session, config);
  if (input.rememberDevice) {
    const device = await services.twoFactor.rememberDevice(signedIn.user);
    if (device) writeTrustedDeviceCookie(c, config, device.token, device.expiresAt);
  }
  return signedIn.user;
}
