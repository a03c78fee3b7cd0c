/**
 * Two-factor sign-in: enrolling an authenticator app (RFC 6238), recovery codes, the code step of
 * a sign-in (a challenge the browser holds in a short-lived cookie) and remembered browsers.
 * Sessions themselves stay with the auth service: finishing a challenge answers whose it was.
 */
import { accountMessages } from '../../../shared/messages/account';
import { twoFactorMessages } from '../../../shared/messages/two-factor';
import type {
  LoginTwoFactorInput,
  RecoveryCodesDto,
  RecoveryCodesInput,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
  TwoFactorSetupDto,
} from '../../../shared/two-factor.schema';
import type { UserDto } from '../../../shared/user.schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { logSecurityEvent } from '../../lib/security-log';
import { verifyPassword } from '../auth/password';
import { generateSessionToken, sessionIdFromToken } from '../auth/session-token';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { matchingStep, newTotpSecret, totpKeyUri } from './totp';
import type { TwoFactorRepo } from './two-factor.repo';

/** How long the code step of a sign-in stays open after the password. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const MAX_FAILED_CODES = 5;
export const CHALLENGE_LOCK_MS = 15 * 60 * 1000;
/** "Remember this device" lasts 30 days. */
export const TRUSTED_DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface TwoFactorCaller {
  user: Pick<UserDto, 'id' | 'email' | 'role'>;
  address: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

interface TwoFactorServiceDeps {
  repo: TwoFactorRepo;
  logger: Logger;
  now?: () => Date;
}

export function createTwoFactorService({ repo, logger, now = () => new Date() }: TwoFactorServiceDeps) {
  function wrongCode(field: 'code' | 'recoveryCode' = 'code'): AppError {
    const message = field === 'code' ? twoFactorMessages.codeWrong : twoFactorMessages.recoveryCodeWrong;
    return new AppError('BAD_REQUEST', message, { fieldErrors: { [field]: [message] } });
  }

  async function enabledSecret(userId: string) {
    const secret = await repo.findSecret(userId);
    if (!secret?.enabledAt) throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
    return secret;
  }

  /** A wrong password is a 400 on its field and a security line, as in the other account settings. */
  async function checkPassword(caller: TwoFactorCaller, password: string): Promise<void> {
    const hash = await repo.findPasswordHash(caller.user.id);
    if (hash && (await verifyPassword(hash, password))) return;
    logSecurityEvent(logger, 'password_check_failed', {
      userId: caller.user.id,
      address: caller.address,
      field: 'password',
    });
    const message = accountMessages.passwordWrong;
    throw new AppError('BAD_REQUEST', message, { fieldErrors: { password: [message] } });
  }

  /** Accepts a code for the account's key once: the step it matched is spent. */
  async function spendCode(
    userId: string,
    secret: { secret: string; lastUsedStep: number | null },
    code: string,
  ) {
    const step = matchingStep(secret.secret, code, now(), secret.lastUsedStep);
    return step !== null && (await repo.spendStep(userId, step));
  }

  function failed(caller: TwoFactorCaller, where: string): void {
    logSecurityEvent(logger, 'two_factor_failed', { userId: caller.user.id, address: caller.address, where });
  }

  async function issueRecoveryCodes(userId: string, enableAt?: Date): Promise<RecoveryCodesDto> {
    const codes = newRecoveryCodes();
    const hashes = codes.map(hashRecoveryCode);
    if (enableAt) await repo.enable(userId, enableAt, hashes);
    else await repo.replaceRecoveryCodes(userId, hashes);
    return { recoveryCodes: codes };
  }

  return {
    /** A new key to scan; an unconfirmed one is replaced, an enabled one is refused. */
    async setup(caller: TwoFactorCaller): Promise<TwoFactorSetupDto> {
      const existing = await repo.findSecret(caller.user.id);
      if (existing?.enabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      const secret = newTotpSecret();
      if (!(await repo.savePendingSecret(caller.user.id, secret))) {
        throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      }
      return { secret, otpauthUrl: totpKeyUri(caller.user.email, secret) };
    },

    /** The first code proves the app holds the key; the ten recovery codes are answered this once. */
    async enable(caller: TwoFactorCaller, input: TwoFactorEnableInput): Promise<RecoveryCodesDto> {
      const secret = await repo.findSecret(caller.user.id);
      if (!secret) throw new AppError('BAD_REQUEST', twoFactorMessages.notSetUp);
      if (secret.enabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
      if (!(await spendCode(caller.user.id, secret, input.code))) {
        failed(caller, 'enable');
        throw wrongCode();
      }
      return issueRecoveryCodes(caller.user.id, now());
    },

    /** Needs the password and a current code; admins must keep it (docs/product/accounts.md). */
    async disable(caller: TwoFactorCaller, input: TwoFactorDisableInput): Promise<void> {
      if (caller.user.role === 'admin') {
        throw new AppError('FORBIDDEN', twoFactorMessages.adminMustKeep, { reason: 'TWO_FACTOR_REQUIRED' });
      }
      const secret = await enabledSecret(caller.user.id);
      await checkPassword(caller, input.password);
      if (!(await spendCode(caller.user.id, secret, input.code))) {
        failed(caller, 'disable');
        throw wrongCode();
      }
      await repo.disable(caller.user.id);
    },

    /** A new set of ten; the old codes stop working. */
    async regenerateRecoveryCodes(
      caller: TwoFactorCaller,
      input: RecoveryCodesInput,
    ): Promise<RecoveryCodesDto> {
      await enabledSecret(caller.user.id);
      await checkPassword(caller, input.password);
      return issueRecoveryCodes(caller.user.id);
    },

    /**
     * After a right password: a challenge when the account has an authenticator app and this
     * browser is not remembered for it (admins are never remembered), else null.
     */
    async challengeIfDue(
      user: Pick<UserDto, 'id' | 'role'>,
      trustedDeviceToken: string | undefined,
    ): Promise<IssuedToken | null> {
      const at = now();
      const secret = await repo.findSecret(user.id);
      if (!secret?.enabledAt) return null;
      if (
        trustedDeviceToken &&
        user.role !== 'admin' &&
        (await repo.isTrustedDevice(sessionIdFromToken(trustedDeviceToken), user.id, at))
      ) {
        return null;
      }
      await repo.deleteExpiredChallenges(at);
      const token = generateSessionToken();
      const expiresAt = new Date(at.getTime() + CHALLENGE_TTL_MS);
      // A lock survives starting over with the password: the new challenge is locked as long.
      const lockedUntil = await repo.lockedUntil(user.id, at);
      await repo.insertChallenge({
        id: sessionIdFromToken(token),
        userId: user.id,
        expiresAt: lockedUntil && lockedUntil > expiresAt ? lockedUntil : expiresAt,
        lockedUntil,
      });
      return { token, expiresAt };
    },

    /**
     * The code step: answers whose sign-in it was once a right code (or unused recovery code) is
     * given. Wrong codes count on the challenge; the fifth locks it for 15 minutes.
     */
    async finishSignIn(
      challengeToken: string | undefined,
      input: LoginTwoFactorInput,
      address: string,
    ): Promise<{ userId: string }> {
      const expired = () =>
        new AppError('UNAUTHORIZED', twoFactorMessages.challengeExpired, { reason: 'SIGN_IN_EXPIRED' });
      if (!challengeToken) throw expired();
      const at = now();
      const id = sessionIdFromToken(challengeToken);
      const challenge = await repo.findChallenge(id);
      if (!challenge) throw expired();
      if (challenge.lockedUntil && challenge.lockedUntil > at) {
        throw new AppError('TOO_MANY_REQUESTS', twoFactorMessages.challengeLocked, {
          retryAfterSeconds: Math.ceil((challenge.lockedUntil.getTime() - at.getTime()) / 1000),
        });
      }
      if (challenge.expiresAt <= at) throw expired();
      const secret = await repo.findSecret(challenge.userId);
      if (!secret?.enabledAt) throw expired();

      const ok =
        input.code !== undefined
          ? await spendCode(challenge.userId, secret, input.code)
          : await repo.spendRecoveryCode(challenge.userId, hashRecoveryCode(input.recoveryCode ?? ''), at);
      if (!ok) {
        logSecurityEvent(logger, 'two_factor_failed', {
          userId: challenge.userId,
          address,
          where: 'sign_in',
          recoveryCode: input.code === undefined,
        });
        const failures = await repo.recordFailure(id);
        if (failures >= MAX_FAILED_CODES)
          await repo.lockChallenge(id, new Date(at.getTime() + CHALLENGE_LOCK_MS));
        const message =
          input.code !== undefined ? twoFactorMessages.codeWrong : twoFactorMessages.recoveryCodeWrong;
        throw new AppError('UNAUTHORIZED', message);
      }
      if (!(await repo.claimChallenge(id))) throw expired();
      return { userId: challenge.userId };
    },

    /** "Remember this device": a token for a 30-day cookie, or null for admins, who always give the code. */
    async rememberDevice(user: Pick<UserDto, 'id' | 'role'>): Promise<IssuedToken | null> {
      if (user.role === 'admin') return null;
      const token = generateSessionToken();
      const expiresAt = new Date(now().getTime() + TRUSTED_DEVICE_TTL_MS);
      await repo.insertTrustedDevice({ id: sessionIdFromToken(token), userId: user.id, expiresAt });
      return { token, expiresAt };
    },
  };
}
