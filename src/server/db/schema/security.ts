/** Secrets, rate limits and second factors. */
import type { Kit } from '#engine-types';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';

export function securityTables(k: Kit, { users }: Pick<AccountsTables, 'users'>) {
  const { id, createdAt } = commonColumns(k);
  /** Server-made secrets (the key that signs unsubscribe links when LINK_SECRET is not set). */
  const serverSecrets = k.table('server_secrets', {
    name: k.text('name').primaryKey(),
    value: k.text('value').notNull(),
    createdAt: createdAt(),
  });
  /**
   * Fair-use and brute-force counters (src/server/db/rate-limit-store.ts), kept in the database so
   * every app process on it counts the same calls: one row per limit and caller key, its points and
   * when the window ends. Expired rows are pruned with the sessions.
   */
  const rateLimitCounters = k.table(
    'rate_limit_counters',
    {
      key: k.text('key').primaryKey(),
      points: k.int('points').notNull(),
      expire: k.instant('expire'),
    },
    (t) => [k.index('rate_limit_counters_expire_idx').on(t.expire)],
  );
  /**
   * Requests that must take effect once however often they are sent (placing an order on a
   * dropping signal): the first answer, kept under the key the client chose, is the answer to every
   * repeat (src/server/features/idempotency). `responseStatus` is null while the first is running.
   */
  const idempotentRequests = k.table(
    'idempotent_requests',
    {
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      operation: k.text('operation').notNull(),
      key: k.text('key').notNull(),
      /** A hash of the request's input: the same key with another input is refused, not answered. */
      requestHash: k.text('request_hash').notNull(),
      responseStatus: k.int('response_status'),
      responseBody: k.text('response_body'),
      createdAt: createdAt(),
    },
    (t) => [
      k.primaryKey({ columns: [t.userId, t.operation, t.key] }),
      k.index('idempotent_requests_created_idx').on(t.createdAt),
    ],
  );
  /**
   * An account's TOTP authenticator (RFC 6238, docs/security.md). The shared key is kept as the
   * authenticator app holds it: a code proves possession only together with the password, and the
   * row is written only after a confirmation code. `enabledAt` is null while enrolment is unconfirmed.
   */
  const twoFactorSecrets = k.table('two_factor_secrets', {
    userId: k
      .text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The 20-byte shared key, base32 as in the otpauth:// URL. */
    secret: k.text('secret').notNull(),
    enabledAt: k.instant('enabled_at'),
    /** The last time step a code was accepted for, so a code cannot be used twice. */
    lastUsedStep: k.int('last_used_step'),
    createdAt: createdAt(),
  });
  /** Ten single-use recovery codes per account; only their SHA-256 is stored. */
  const recoveryCodes = k.table(
    'recovery_codes',
    {
      id: id(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      codeHash: k.text('code_hash').notNull(),
      usedAt: k.instant('used_at'),
      createdAt: createdAt(),
    },
    (t) => [k.index('recovery_codes_user_idx').on(t.userId)],
  );
  /**
   * A sign-in whose password was right and whose second factor is due. The browser holds the token
   * in a short-lived cookie; only its SHA-256 is the id. Wrong codes count here and lock it.
   */
  const signInChallenges = k.table(
    'sign_in_challenges',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      failedAttempts: k.int('failed_attempts').notNull().default(0),
      lockedUntil: k.instant('locked_until'),
      expiresAt: k.instant('expires_at').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.index('sign_in_challenges_user_idx').on(t.userId)],
  );
  /** "Remember this device" for 30 days (never for admins); only the token's SHA-256 is the id. */
  const trustedDevices = k.table(
    'trusted_devices',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: k.instant('expires_at').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.index('trusted_devices_user_idx').on(t.userId)],
  );
  /** WebAuthn credentials (passkeys). `id` is the credential id, base64url. */
  const passkeys = k.table(
    'passkeys',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** The COSE public key, base64url. */
      publicKey: k.text('public_key').notNull(),
      counter: k.int('counter').notNull().default(0),
      /** The authenticator's transports (usb, internal, hybrid...), as the browser reported them. */
      transports: k.json<string[]>('transports'),
      /** The owner's name for it, e.g. "Pixel 8". */
      name: k.text('name').notNull(),
      createdAt: createdAt(),
      lastUsedAt: k.instant('last_used_at'),
    },
    (t) => [k.index('passkeys_user_idx').on(t.userId)],
  );
  /**
   * WebAuthn challenges awaiting their answer, each used once: a registration (userId set) or a
   * sign-in (userId null). The browser holds the id in a short-lived cookie.
   */
  const webauthnChallenges = k.table('webauthn_challenges', {
    id: k.text('id').primaryKey(),
    userId: k.text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: k.text('challenge').notNull(),
    expiresAt: k.instant('expires_at').notNull(),
    createdAt: createdAt(),
  });
  return {
    serverSecrets,
    rateLimitCounters,
    idempotentRequests,
    twoFactorSecrets,
    recoveryCodes,
    signInChallenges,
    trustedDevices,
    passkeys,
    webauthnChallenges,
  };
}
