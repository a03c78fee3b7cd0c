/** Passkey answers: the account's passkeys, and the WebAuthn options the browser hands to its authenticator. */
import { z } from 'zod';
import { instant } from './wire-formats';

export const passkeyDto = z
  .object({
    id: z.string().meta({ description: 'The credential id, base64url' }),
    name: z.string().meta({ description: 'The name its owner gave it, e.g. "Pixel 8"' }),
    createdAt: instant,
    lastUsedAt: instant.nullable().meta({ description: 'When it last signed in; null until it has' }),
  })
  .meta({ id: 'Passkey', description: 'A passkey on the account; its public key stays on the server' });
export type PasskeyDto = z.output<typeof passkeyDto>;

const base64Url = z.string().meta({ description: 'base64url, no padding' });
const credentialDescriptor = z.object({
  id: base64Url,
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});
const extensions = z.record(z.string(), z.unknown()).optional();

export const passkeyRegistrationOptions = z
  .object({
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: base64Url, name: z.string(), displayName: z.string() }),
    challenge: base64Url,
    pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number().int() })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        residentKey: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    hints: z.array(z.string()).optional(),
    attestation: z.string().optional(),
    attestationFormats: z.array(z.string()).optional(),
    extensions,
  })
  .meta({
    id: 'PasskeyRegistrationOptions',
    description:
      "`PublicKeyCredentialCreationOptionsJSON`: pass it to `navigator.credentials.create()` (or @simplewebauthn/browser's `startRegistration({ optionsJSON })`)",
  });

export const passkeyAuthenticationOptions = z
  .object({
    challenge: base64Url,
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z
      .array(credentialDescriptor)
      .optional()
      .meta({ description: 'Always empty: the browser offers its own passkeys for this site' }),
    userVerification: z.string().optional(),
    hints: z.array(z.string()).optional(),
    extensions,
  })
  .meta({
    id: 'PasskeyAuthenticationOptions',
    description:
      "`PublicKeyCredentialRequestOptionsJSON`: pass it to `navigator.credentials.get()` (or @simplewebauthn/browser's `startAuthentication({ optionsJSON })`)",
  });
