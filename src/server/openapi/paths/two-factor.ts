import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { recoveryCodesDto, twoFactorSetupDto } from '../../../shared/two-factor.dto';
import {
  loginTwoFactorInput,
  recoveryCodesInput,
  twoFactorDisableInput,
  twoFactorEnableInput,
} from '../../../shared/two-factor.schema';
import { userDto } from '../../../shared/user.dto';
import { jsonAnswer, jsonBody, noContent, operation } from '../operation';

/** Two-factor sign-in: the account's settings and the code step of sign-in (docs/product/accounts.md). */
export const twoFactorPaths: ZodOpenApiPathsObject = {
  '/api/auth/login/two-factor': {
    post: operation({
      tag: 'Auth',
      summary: 'Finish a sign-in with the two-factor code',
      description:
        'After `/api/auth/login` answered `{twoFactorRequired: true}`: an authenticator code (current 30-second step or one either side, never one already used) or one unused recovery code, with the sign-in cookie that answer set. Sets the session cookie. `rememberDevice` sets a 30-day cookie that skips the code on this browser; it is ignored for admins. 401 for a wrong code or an expired sign-in (reason `SIGN_IN_EXPIRED`, 10 minutes); 5 wrong codes lock the sign-in for 15 minutes (429).',
      caller: 'anyone',
      body: jsonBody(loginTwoFactorInput),
      answers: { 200: jsonAnswer(userDto, 'The person, signed in') },
      errors: [401],
      rateLimited: true,
    }),
  },
  '/api/account/two-factor/setup': {
    post: operation({
      tag: 'Account',
      summary: 'Start two-factor sign-in: a new authenticator key',
      description: 'Replaces a key that was never confirmed. 409 when two-factor sign-in is already on.',
      caller: 'user',
      answers: { 200: jsonAnswer(twoFactorSetupDto, 'The key and its otpauth URL') },
      errors: [409],
    }),
  },
  '/api/account/two-factor/enable': {
    post: operation({
      tag: 'Account',
      summary: 'Turn on two-factor sign-in with a first code',
      description:
        'A code from the app proves it holds the key. Answers the ten recovery codes, this once. 400 for a wrong code or no setup; 409 when already on.',
      caller: 'user',
      body: jsonBody(twoFactorEnableInput),
      answers: { 200: jsonAnswer(recoveryCodesDto, 'Two-factor sign-in is on') },
      errors: [409],
      rateLimited: true,
    }),
  },
  '/api/account/two-factor/disable': {
    post: operation({
      tag: 'Account',
      summary: 'Turn off two-factor sign-in',
      description:
        'Needs the password and a current code (a wrong one is a 400 on its field). Forgets the key, the recovery codes and every remembered browser. Admins must keep it: 403 with reason `TWO_FACTOR_REQUIRED`. 409 when it is not on.',
      caller: 'user',
      body: jsonBody(twoFactorDisableInput),
      answers: { 204: noContent('Two-factor sign-in is off') },
      errors: [403, 409],
      rateLimited: true,
    }),
  },
  '/api/account/two-factor/recovery-codes': {
    post: operation({
      tag: 'Account',
      summary: 'A new set of recovery codes',
      description:
        'Needs the password (a wrong one is a 400). The old codes stop working. 409 when two-factor sign-in is not on.',
      caller: 'user',
      body: jsonBody(recoveryCodesInput),
      answers: { 200: jsonAnswer(recoveryCodesDto, 'Ten new codes, shown this once') },
      errors: [409],
      rateLimited: true,
    }),
  },
};
