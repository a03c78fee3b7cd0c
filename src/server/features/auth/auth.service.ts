import { randomUUID } from 'node:crypto';
import type { LoginInput, RegisterInput } from '../../../shared/auth.schema';
import { authMessages } from '../../../shared/messages/auth';
import type { UserDto } from '../../../shared/user.schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { logSecurityEvent } from '../../lib/security-log';
import { toSellerProfileDto } from '../sellers/seller.mapper';
import type { AuthRepo, UserRow } from './auth.repo';
import type { AuthRateLimits } from './auth-rate-limits';
import type { EmailVerificationService } from './email-verification.service';
import { hashPassword, verifyPassword } from './password';
import { assertHardToGuess } from './password-strength';
import { initialExpiry, onSessionUse } from './session-lifetime';
import { generateSessionToken, sessionIdFromToken } from './session-token';

/** A session's last-active time moves at most once a minute, so each request does not write a row. */
const LAST_SEEN_STEP_MS = 60 * 1000;
/** Longer User-Agent strings are cut: they only name a browser for the owner's list of devices. */
const USER_AGENT_MAX_LENGTH = 512;

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  sessionId: string;
  user: UserDto;
  /** Set when the sliding expiry moved, so the cookie must be written again. */
  renewedExpiresAt: Date | undefined;
}

/** What the auth service asks of two-factor sign-in (features/two-factor), so it need not know more. */
export interface SecondFactorCheck {
  /** Which second factors the account holds, for the current user's DTO and the admin guard. */
  factorsOf(userId: string): Promise<{ totp: boolean; passkey: boolean }>;
  /** After a right password: a challenge token when the code step is due, else null. */
  challengeIfDue(
    user: Pick<UserRow, 'id' | 'role'>,
    trustedDeviceToken: string | undefined,
  ): Promise<{ token: string; expiresAt: Date } | null>;
}

/** A right password on an account whose code step is due: no session, a challenge instead. */
export interface SecondFactorDue {
  twoFactorRequired: true;
  challenge: { token: string; expiresAt: Date };
}

interface AuthServiceDeps {
  repo: AuthRepo;
  secondFactor?: SecondFactorCheck;
  rateLimits: AuthRateLimits;
  emailVerification: Pick<EmailVerificationService, 'sendAfterSignUp' | 'sendSignUpAttemptNotice'>;
  adminEmails: ReadonlySet<string>;
  /** Named to suspended account holders, who are refused sign-in. */
  supportEmail: string;
  logger?: Logger;
  now?: () => Date;
}

/**
 * Verifying against a real hash when the account is unknown keeps both failures equally slow. One
 * per process, made when first needed: hashing costs as much as a sign-in.
 */
let timingEqualiser: Promise<string> | undefined;
const dummyHash = () => (timingEqualiser ??= hashPassword('baycatch-timing-equaliser'));

export function createAuthService({
  repo,
  secondFactor,
  rateLimits,
  emailVerification,
  adminEmails,
  supportEmail,
  logger,
  now = () => new Date(),
}: AuthServiceDeps) {
  // Made now, so the first sign-in for an unknown account is no slower than the ones after it.
  void dummyHash();
  async function toUserDto(user: UserRow): Promise<UserDto> {
    const profile = await repo.findCrabberProfile(user.id);
    const factors = (await secondFactor?.factorsOf(user.id)) ?? { totp: false, passkey: false };
    const contact = {
      phone: user.phone,
      phoneVerified: user.phone !== null && user.phoneVerifiedAt !== null,
    };
    return {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      ...contact,
      role: user.role,
      crabberProfile: profile ? toSellerProfileDto(profile, contact) : null,
      twoFactorEnabled: factors.totp,
      hasSecondFactor: factors.totp || factors.passkey,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    };
  }

  async function issueSession(user: Pick<UserRow, 'id' | 'role'>): Promise<IssuedSession> {
    const token = generateSessionToken();
    const createdAt = now();
    const expiresAt = initialExpiry(user.role, createdAt);
    await repo.insertSession({ id: sessionIdFromToken(token), userId: user.id, expiresAt, createdAt });
    return { token, expiresAt };
  }

  /** ADMIN_EMAILS is applied at sign-up and sign-in so an operator can grant admin by config. */
  async function applyAdminEmails(user: UserRow): Promise<UserRow> {
    if (adminEmails.has(user.email) && user.role !== 'admin') {
      await repo.updateUserRole(user.id, 'admin');
      return { ...user, role: 'admin' };
    }
    return user;
  }

  /** Only said once the password proved the person holds the account, so it reveals nothing to others. */
  function assertNotSuspended(user: UserRow): void {
    if (user.suspendedAt) {
      throw new AppError('FORBIDDEN', authMessages.accountSuspended(supportEmail), {
        reason: 'ACCOUNT_SUSPENDED',
      });
    }
  }

  /**
   * Sign-up with an address that has an account: nothing is created and the owner is mailed; the
   * caller gets what a new account would get (201, an account of the typed names, a session
   * cookie), but the account is a stand-in and the cookie names no session.
   */
  function alreadyRegistered(
    owner: UserRow,
    input: RegisterInput,
    role: UserRow['role'],
    origin: string,
  ): { user: UserDto; session: IssuedSession } {
    emailVerification.sendSignUpAttemptNotice(owner, origin);
    const at = now();
    return {
      user: {
        id: randomUUID(),
        email: input.email,
        emailVerified: false,
        firstName: input.firstName,
        lastName: input.lastName,
        profileImageUrl: null,
        phone: null,
        phoneVerified: false,
        role,
        crabberProfile: null,
        twoFactorEnabled: false,
        hasSecondFactor: false,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      },
      session: { token: generateSessionToken(), expiresAt: initialExpiry(role, at) },
    };
  }

  return {
    toUserDto,

    /** A fresh session for an account whose owner has just proved themselves another way. */
    async signInAs(userId: string): Promise<{ user: UserDto; session: IssuedSession } | null> {
      const user = await repo.findUserById(userId);
      if (!user) return null;
      assertNotSuspended(user);
      const signedIn = await applyAdminEmails(user);
      return { user: await toUserDto(signedIn), session: await issueSession(signedIn) };
    },

    /**
     * After a password reset: the inbox proved only the first factor, so an account with an
     * authenticator app still gets its code step (a remembered browser does not skip it).
     */
    async signInUnlessCodeDue(
      userId: string,
    ): Promise<{ user: UserDto; session: IssuedSession } | SecondFactorDue | null> {
      const user = await repo.findUserById(userId);
      if (!user) return null;
      assertNotSuspended(user);
      const signedIn = await applyAdminEmails(user);
      const challenge = await secondFactor?.challengeIfDue(signedIn, undefined);
      if (challenge) return { twoFactorRequired: true, challenge };
      return { user: await toUserDto(signedIn), session: await issueSession(signedIn) };
    },

    /** `origin` is where the confirmation link points: the configured public origin (publicOrigin), never a request header. */
    async register(
      input: RegisterInput,
      address: string,
      origin: string,
    ): Promise<{ user: UserDto; session: IssuedSession }> {
      await rateLimits.consumeSignUp(address);
      // The same checks and the same argon2 hash whether or not the address has an account, so
      // the answer (status, body, cookie) and its time do not tell which (docs/security.md).
      assertHardToGuess(input.password, 'password', [input.email, input.firstName, input.lastName]);
      const passwordHash = await hashPassword(input.password);
      const role = adminEmails.has(input.email) ? 'admin' : 'buyer';
      const owner = await repo.findUserByEmail(input.email);
      if (owner) return alreadyRegistered(owner, input, role, origin);
      let user: UserRow;
      try {
        user = await repo.insertUser({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role,
        });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides; the loser is answered as a taken address.
        if (!isUniqueViolation(error)) throw error;
        const winner = await repo.findUserByEmail(input.email);
        if (!winner) throw error;
        return alreadyRegistered(winner, input, role, origin);
      }
      await emailVerification.sendAfterSignUp(user, origin);
      return { user: await toUserDto(user), session: await issueSession(user) };
    },

    /** With an authenticator app on the account, answers a challenge instead of a session (unless this browser is remembered). */
    async login(
      input: LoginInput,
      address: string,
      trustedDeviceToken?: string,
    ): Promise<{ user: UserDto; session: IssuedSession } | SecondFactorDue> {
      await rateLimits.assertSignInAllowed(input.email, address);
      const found = await repo.findUserByEmail(input.email);
      const valid = found
        ? await verifyPassword(found.passwordHash, input.password)
        : await verifyPassword(await dummyHash(), input.password).then(() => false);
      if (!found || !valid) {
        // The account named and where from; never the password tried.
        if (logger)
          logSecurityEvent(logger, 'sign_in_failed', { email: input.email, address, knownAccount: !!found });
        await rateLimits.recordFailedSignIn(input.email, address);
        throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
      }
      await rateLimits.clearAccount(input.email);
      assertNotSuspended(found);
      const user = await applyAdminEmails(found);
      const challenge = await secondFactor?.challengeIfDue(user, trustedDeviceToken);
      if (challenge) return { twoFactorRequired: true, challenge };
      return { user: await toUserDto(user), session: await issueSession(user) };
    },

    /** Notes the browser holding a session, for the owner's list of signed-in devices. */
    async recordSessionClient(token: string, userAgent: string | undefined): Promise<void> {
      await repo.touchSession(
        sessionIdFromToken(token),
        now(),
        userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      );
    },

    async validateSessionToken(token: string, userAgent?: string): Promise<AuthenticatedSession | null> {
      const sessionId = sessionIdFromToken(token);
      const row = await repo.findSessionWithUser(sessionId);
      if (!row) return null;
      // Suspending ends every session at once; this refuses any that slipped past.
      if (row.user.suspendedAt) {
        await repo.deleteSession(sessionId);
        return null;
      }
      const at = now();
      const use = onSessionUse(row.user.role, row.session, at);
      if (use === 'expired') {
        await repo.deleteSession(sessionId);
        return null;
      }
      let renewedExpiresAt: Date | undefined;
      if (use !== 'unchanged') {
        renewedExpiresAt = use;
        await repo.updateSessionExpiry(sessionId, renewedExpiresAt);
      }
      const agent = userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? row.session.userAgent;
      const lastSeen = row.session.lastSeenAt ?? row.session.createdAt;
      if (at.getTime() - lastSeen.getTime() >= LAST_SEEN_STEP_MS || agent !== row.session.userAgent) {
        await repo.touchSession(sessionId, at, agent);
      }
      return { sessionId, user: await toUserDto(row.user), renewedExpiresAt };
    },

    async invalidateSession(sessionId: string): Promise<void> {
      await repo.deleteSession(sessionId);
    },

    pruneExpiredSessions(): Promise<number> {
      return repo.deleteExpiredSessions(now());
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
