/**
 * Passkeys: registering one from /account and signing in with it (docs/product/accounts.md).
 * A passkey proves both what the person has (the device) and who they are (the fingerprint or
 * screen lock it requires), so signing in with one never asks for a second factor.
 *
 * Each ceremony has a challenge stored server-side and used once: taking it deletes it, so a
 * replayed answer finds nothing. Failures say little to the caller and go to the security log.
 */
import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { passkeyMessages } from '../../../shared/messages/passkeys';
import {
  MAX_PASSKEYS_PER_ACCOUNT,
  type PasskeyDto,
  type PasskeyRegistrationInput,
  type PasskeySignInInput,
} from '../../../shared/passkeys.schema';
import type { UserDto } from '../../../shared/user.schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { logSecurityEvent } from '../../lib/security-log';
import type { AuthService, IssuedSession } from '../auth/auth.service';
import type { PasskeyRow, PasskeysRepo } from './passkeys.repo';
import type { RelyingParty } from './relying-party';

/** How long a browser has to answer a challenge: the authenticator's own prompt, a glove taken off. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const KNOWN_TRANSPORTS = new Set<AuthenticatorTransportFuture>([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);

export interface IssuedChallenge<T> {
  options: T;
  /** Kept by the browser in a short-lived HttpOnly cookie and sent back with the answer. */
  challengeId: string;
  expiresAt: Date;
}

interface PasskeysServiceDeps {
  repo: PasskeysRepo;
  auth: Pick<AuthService, 'signInAs'>;
  relyingParty: RelyingParty;
  logger: Logger;
  now?: () => Date;
}

export function toPasskeyDto(row: PasskeyRow): PasskeyDto {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function transportsOf(row: PasskeyRow): AuthenticatorTransportFuture[] | undefined {
  return row.transports?.filter((t): t is AuthenticatorTransportFuture =>
    KNOWN_TRANSPORTS.has(t as AuthenticatorTransportFuture),
  );
}

export function createPasskeysService({
  repo,
  auth,
  relyingParty,
  logger,
  now = () => new Date(),
}: PasskeysServiceDeps) {
  async function issueChallenge<T extends { challenge: string }>(
    userId: string | null,
    options: T,
  ): Promise<IssuedChallenge<T>> {
    const at = now();
    const expiresAt = new Date(at.getTime() + CHALLENGE_TTL_MS);
    const challengeId = crypto.randomUUID();
    // Old unanswered challenges go as new ones come, so the table never grows past a few minutes' worth.
    await repo.deleteExpiredChallenges(at);
    await repo.insertChallenge({
      id: challengeId,
      userId,
      challenge: options.challenge,
      expiresAt,
      createdAt: at,
    });
    return { options, challengeId, expiresAt };
  }

  /** The stored challenge for this answer, spent now; undefined when missing, used, expired or not this caller's. */
  async function spendChallenge(challengeId: string | undefined, userId: string | null) {
    if (!challengeId) return undefined;
    const row = await repo.takeChallenge(challengeId);
    if (!row || row.userId !== userId || row.expiresAt.getTime() <= now().getTime()) return undefined;
    return row;
  }

  function signInFailure(address: string, why: string, fields: Record<string, string | null> = {}): AppError {
    logSecurityEvent(logger, 'passkey_sign_in_failed', { address, why, ...fields });
    return new AppError('UNAUTHORIZED', passkeyMessages.signInFailed);
  }

  return {
    async list(userId: string): Promise<PasskeyDto[]> {
      return (await repo.listForUser(userId)).map(toPasskeyDto);
    },

    async registrationOptions(
      user: UserDto,
    ): Promise<IssuedChallenge<PublicKeyCredentialCreationOptionsJSON>> {
      const existing = await repo.listForUser(user.id);
      if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) {
        throw new AppError('CONFLICT', passkeyMessages.tooMany(MAX_PASSKEYS_PER_ACCOUNT));
      }
      const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      const options = await generateRegistrationOptions({
        rpName: relyingParty.name,
        rpID: relyingParty.id,
        userName: user.email,
        userDisplayName: displayName,
        // The account id as the user handle: the same on every device, and no personal data.
        userID: new TextEncoder().encode(user.id),
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        // A device already holding one of this account's passkeys is not offered again.
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
        // Discoverable, so sign-in needs no e-mail typed first.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return await issueChallenge(user.id, options);
    },

    async register(
      user: UserDto,
      challengeId: string | undefined,
      input: PasskeyRegistrationInput,
      address: string,
    ): Promise<PasskeyDto> {
      const challenge = await spendChallenge(challengeId, user.id);
      if (!challenge) throw new AppError('BAD_REQUEST', passkeyMessages.challengeExpired);
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: input.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge: challenge.challenge,
          expectedOrigin: relyingParty.origin,
          expectedRPID: relyingParty.id,
          // Registration asked for verification only as 'preferred'; sign-in requires it.
          requireUserVerification: false,
        });
      } catch (error) {
        logger.info('passkey registration refused', { userId: user.id, address, reason: String(error) });
        throw new AppError('BAD_REQUEST', passkeyMessages.registrationFailed);
      }
      if (!verification.verified) throw new AppError('BAD_REQUEST', passkeyMessages.registrationFailed);
      const { credential } = verification.registrationInfo;
      const transports = (input.response.response.transports ?? []).filter((t) =>
        KNOWN_TRANSPORTS.has(t as AuthenticatorTransportFuture),
      );
      let row: PasskeyRow | undefined;
      try {
        row = await repo.insertWithinCap(
          {
            id: credential.id,
            userId: user.id,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports,
            name: input.name,
            createdAt: now(),
          },
          MAX_PASSKEYS_PER_ACCOUNT,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', passkeyMessages.alreadyRegistered);
        throw error;
      }
      if (!row) throw new AppError('CONFLICT', passkeyMessages.tooMany(MAX_PASSKEYS_PER_ACCOUNT));
      return toPasskeyDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwn(userId, id))) throw new AppError('NOT_FOUND', passkeyMessages.notFound);
    },

    async authenticationOptions(): Promise<IssuedChallenge<PublicKeyCredentialRequestOptionsJSON>> {
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        // Empty: the browser offers whichever of its passkeys belong to BayCatch (discoverable credentials).
        allowCredentials: [],
        timeout: CHALLENGE_TTL_MS,
        userVerification: 'required',
      });
      return await issueChallenge(null, options);
    },

    /** Checks the signature and signs the passkey's owner in; suspended accounts are refused as with a password. */
    async signIn(
      challengeId: string | undefined,
      input: PasskeySignInInput,
      address: string,
    ): Promise<{ user: UserDto; session: IssuedSession }> {
      const challenge = await spendChallenge(challengeId, null);
      if (!challenge) throw signInFailure(address, 'challenge missing, used or expired');
      const passkey = await repo.findById(input.response.id);
      if (!passkey) throw signInFailure(address, 'unknown credential');
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: input.response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: relyingParty.origin,
          expectedRPID: relyingParty.id,
          credential: {
            id: passkey.id,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: transportsOf(passkey),
          },
          // The fingerprint or screen lock is the second factor; without it a passkey is only "something you have".
          requireUserVerification: true,
        });
      } catch (error) {
        throw signInFailure(address, String(error), { userId: passkey.userId });
      }
      if (!verification.verified) throw signInFailure(address, 'not verified', { userId: passkey.userId });
      await repo.recordUse(passkey.id, verification.authenticationInfo.newCounter, now());
      const signedIn = await auth.signInAs(passkey.userId);
      if (!signedIn) throw signInFailure(address, 'account gone', { userId: passkey.userId });
      return signedIn;
    },

    pruneExpiredChallenges(): Promise<number> {
      return repo.deleteExpiredChallenges(now());
    },
  };
}
