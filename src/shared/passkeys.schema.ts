/**
 * Passkeys (WebAuthn): what the browser posts after `navigator.credentials.create()` and `.get()`
 * (the JSON form @simplewebauthn/browser produces), the name a person gives a passkey, and what
 * the account's list shows. The cryptographic checks are the server's (features/passkeys).
 */
import { z } from 'zod';
import { passkeyMessages } from './messages/passkeys';
import type { PasskeyDto } from './passkeys.dto';

export type { PasskeyDto };

/** A person keeps at most this many passkeys: one per phone, laptop and security key is plenty. */
export const MAX_PASSKEYS_PER_ACCOUNT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;

const base64Url = (max: number) =>
  z
    .string({ error: passkeyMessages.badResponse })
    .min(1, passkeyMessages.badResponse)
    .max(max, passkeyMessages.badResponse)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, passkeyMessages.badResponse);

/** Credential ids are at most 1023 bytes (WebAuthn level 3), 1364 characters in base64url. */
const credentialId = base64Url(1400);
/** Only credProps is read (whether the passkey is discoverable); other extension outputs are dropped. */
const clientExtensionResults = z
  .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
  .default({});
const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();

/** `RegistrationResponseJSON`: a new credential and its (here always 'none') attestation. */
export const passkeyRegistrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: passkeyMessages.badResponse }),
  response: z.object({
    clientDataJSON: base64Url(4096),
    attestationObject: base64Url(32_768),
    authenticatorData: base64Url(32_768).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url(4096).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});

/** `AuthenticationResponseJSON`: a signature over the server's challenge. */
export const passkeyAuthenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: passkeyMessages.badResponse }),
  response: z.object({
    clientDataJSON: base64Url(4096),
    authenticatorData: base64Url(32_768),
    signature: base64Url(1024),
    userHandle: base64Url(256).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});

export const passkeyName = z
  .string({ error: passkeyMessages.nameRequired })
  .trim()
  .min(1, passkeyMessages.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, passkeyMessages.nameTooLong);

export const passkeyRegistrationInput = z.object({
  response: passkeyRegistrationResponse,
  name: passkeyName,
});
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationInput>;

export const passkeySignInInput = z.object({ response: passkeyAuthenticationResponse });
export type PasskeySignInInput = z.infer<typeof passkeySignInInput>;

export const passkeyIdInput = z.object({ id: z.string().min(1).max(1400) });
