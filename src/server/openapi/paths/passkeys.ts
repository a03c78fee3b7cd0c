import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  passkeyAuthenticationOptions,
  passkeyDto,
  passkeyRegistrationOptions,
} from '../../../shared/passkeys.dto';
import { passkeyRegistrationInput, passkeySignInInput } from '../../../shared/passkeys.schema';
import { userDto } from '../../../shared/user.dto';
import { jsonAnswer, jsonBody, noContent, operation } from '../operation';

const challengeCookie =
  'The answer sets a short-lived HttpOnly cookie naming the challenge; send it back with the response. Each challenge is answered once, within 5 minutes.';

export const passkeyPaths: ZodOpenApiPathsObject = {
  '/api/account/passkeys': {
    get: operation({
      tag: 'Account',
      summary: 'The passkeys on the account',
      caller: 'user',
      answers: { 200: jsonAnswer(z.array(passkeyDto), 'Oldest first') },
    }),
    post: operation({
      tag: 'Account',
      summary: 'Add a passkey',
      description: `The browser's answer to the options from \`POST /api/account/passkeys/options\` and a name (1-60 characters, trimmed). 400 when the challenge is missing, spent or expired, or the answer does not verify; 409 when the account already holds 10 passkeys or this one.`,
      caller: 'user',
      body: jsonBody(passkeyRegistrationInput),
      answers: { 201: jsonAnswer(passkeyDto, 'The passkey as stored') },
      errors: [409],
      rateLimited: true,
    }),
  },
  '/api/account/passkeys/options': {
    post: operation({
      tag: 'Account',
      summary: 'Start adding a passkey',
      description: `WebAuthn registration options for a discoverable credential. ${challengeCookie} 409 when the account already holds 10 passkeys.`,
      caller: 'user',
      answers: { 200: jsonAnswer(passkeyRegistrationOptions, 'Options for the authenticator') },
      errors: [409],
      rateLimited: true,
    }),
  },
  '/api/account/passkeys/{id}': {
    delete: operation({
      tag: 'Account',
      summary: 'Remove a passkey',
      description: 'It no longer signs in. 404 for a passkey that is not on this account.',
      caller: 'user',
      params: { path: z.object({ id: z.string().meta({ description: 'The credential id, base64url' }) }) },
      answers: { 204: noContent('The passkey is removed') },
      errors: [404],
    }),
  },
  '/api/auth/passkey/options': {
    post: operation({
      tag: 'Auth',
      summary: 'Start signing in with a passkey',
      description: `WebAuthn authentication options with no credentials listed: the browser offers whichever of its passkeys belong to this site, and requires the fingerprint, face or screen lock. ${challengeCookie}`,
      caller: 'anyone',
      answers: { 200: jsonAnswer(passkeyAuthenticationOptions, 'Options for the authenticator') },
      rateLimited: true,
    }),
  },
  '/api/auth/passkey': {
    post: operation({
      tag: 'Auth',
      summary: 'Sign in with a passkey',
      description:
        "The browser's answer to the options from `POST /api/auth/passkey/options`. Sets the session cookie like `POST /api/auth/login`; a passkey counts as both factors, so no two-factor code is asked. 401 for an unknown passkey, a signature that does not verify, or a missing, spent or expired challenge; 403 for a suspended account.",
      caller: 'anyone',
      body: jsonBody(passkeySignInInput),
      answers: { 200: jsonAnswer(userDto, 'The person, signed in') },
      errors: [401, 403],
      rateLimited: true,
    }),
  },
};
