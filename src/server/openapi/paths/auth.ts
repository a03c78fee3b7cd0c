import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  loginInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  registerInput,
  returnToPath,
  verifyEmailInput,
} from '../../../shared/auth.schema';
import { twoFactorRequiredDto } from '../../../shared/two-factor.dto';
import { messageDto, userDto } from '../../../shared/user.dto';
import { jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Auth';

/** A browser navigation answered with a redirect: no body, only where to go. */
function redirect(description: string, location: string) {
  return {
    description,
    headers: z.object({ Location: z.string().meta({ description: location }) }),
  };
}

export const authPaths: ZodOpenApiPathsObject = {
  '/api/login': {
    get: operation({
      tag,
      summary: 'Go to the sign-in page',
      description: 'A browser navigation. A `returnTo` that is not a path on this site is replaced by `/`.',
      caller: 'anyone',
      params: {
        query: z.object({
          returnTo: returnToPath.meta({ description: 'The path on this site to come back to after sign-in' }),
        }),
      },
      answers: { 302: redirect('To the sign-in page', '`/sign-in?returnTo=…`') },
    }),
  },
  '/api/logout': {
    get: operation({
      tag,
      summary: 'Sign out and go to the home page',
      description: 'A browser navigation: ends the session, if any, and clears the session cookie.',
      caller: 'anyone',
      answers: { 302: redirect('To the home page', '`/`') },
    }),
  },
  '/api/auth/user': {
    get: operation({
      tag,
      summary: 'The signed-in person',
      caller: 'user',
      answers: { 200: jsonAnswer(userDto, 'The signed-in person') },
    }),
  },
  '/api/auth/register': {
    post: operation({
      tag,
      summary: 'Sign up',
      description:
        'Creates a buyer account, e-mails a link to confirm the address and signs in (sets the session cookie). A password that is easy to guess is refused with 400.',
      caller: 'anyone',
      body: jsonBody(registerInput),
      answers: { 201: jsonAnswer(userDto, 'The new account, signed in') },
      errors: [409],
      rateLimited: true,
    }),
  },
  '/api/auth/login': {
    post: operation({
      tag,
      summary: 'Sign in',
      description:
        'Sets the session cookie. Repeated failures for one account or address answer 429. When the account has two-factor sign-in and this browser is not remembered for it, answers `{twoFactorRequired: true}` with no session, and a short-lived sign-in cookie for `/api/auth/login/two-factor`.',
      caller: 'anyone',
      body: jsonBody(loginInput),
      answers: {
        200: jsonAnswer(
          z.union([userDto, twoFactorRequiredDto]),
          'The person, signed in; or the code is due',
        ),
      },
      errors: [401],
      rateLimited: true,
    }),
  },
  '/api/auth/password-reset': {
    post: operation({
      tag,
      summary: 'Ask for a password reset link',
      description:
        'E-mails a single-use link valid for an hour. The answer is the same whether the address has an account or not.',
      caller: 'anyone',
      body: jsonBody(passwordResetRequestInput),
      answers: { 202: jsonAnswer(messageDto, 'The request is taken') },
      rateLimited: true,
    }),
  },
  '/api/auth/password-reset/confirm': {
    post: operation({
      tag,
      summary: 'Set a new password with a reset link',
      description:
        'Ends every session of the account and signs this browser in (sets the session cookie). An unknown, used or expired link is refused with 400.',
      caller: 'anyone',
      body: jsonBody(passwordResetConfirmInput),
      answers: { 200: jsonAnswer(userDto, 'The person, signed in') },
    }),
  },
  '/api/auth/verify-email': {
    post: operation({
      tag,
      summary: 'Confirm an e-mail address with the link sent to it',
      description:
        'Works signed in or out. An unknown, used or expired link is refused with 400; an address another account took meanwhile with 409.',
      caller: 'anyone',
      body: jsonBody(verifyEmailInput),
      answers: { 200: jsonAnswer(messageDto, 'The address is confirmed') },
      errors: [409],
    }),
  },
  '/api/auth/verify-email/resend': {
    post: operation({
      tag,
      summary: 'Send the confirmation link again',
      description: 'To the account’s current address; 409 when it is already confirmed.',
      caller: 'user',
      answers: { 202: jsonAnswer(messageDto, 'The link is on its way') },
      errors: [409],
      rateLimited: true,
    }),
  },
  '/api/auth/logout': {
    post: operation({
      tag,
      summary: 'Sign out',
      description: 'Ends the session, if any, and clears the session cookie.',
      caller: 'anyone',
      answers: { 204: noContent('Signed out') },
    }),
  },
};
