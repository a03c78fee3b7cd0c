import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  accountDto,
  accountExportDto,
  accountSessionDto,
  endedSessionsDto,
} from '../../../shared/account.dto';
import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  updateAccountInput,
} from '../../../shared/account.schema';
import { messageDto } from '../../../shared/user.dto';
import { jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Account';

export const accountPaths: ZodOpenApiPathsObject = {
  '/api/account': {
    get: operation({
      tag,
      summary: 'The account settings',
      caller: 'user',
      answers: { 200: jsonAnswer(accountDto, 'The account') },
    }),
    patch: operation({
      tag,
      summary: 'Change the name, phone or photo',
      description:
        'Only the fields sent change. A blank or null phone removes it. A new photo must be an upload of this account (400 otherwise).',
      caller: 'user',
      body: jsonBody(updateAccountInput),
      answers: { 200: jsonAnswer(accountDto, 'The account as changed') },
    }),
    delete: operation({
      tag,
      summary: 'Delete the account',
      description:
        'Needs the password (a wrong one is a 400). Refused with 409 while orders are open or card payments are unsettled; 503 when the payment provider cannot be reached to check. Orders stay with the other party, listings end, every session ends and the session cookie is cleared.',
      caller: 'user',
      body: jsonBody(deleteAccountInput),
      answers: { 204: noContent('The account is deleted') },
      errors: [409, 503],
      rateLimited: true,
    }),
  },
  '/api/account/password': {
    post: operation({
      tag,
      summary: 'Change the password',
      description:
        'Needs the current password (a wrong one is a 400). Ends every other session; this one stays.',
      caller: 'user',
      body: jsonBody(changePasswordInput),
      answers: { 204: noContent('The password is changed') },
      rateLimited: true,
    }),
  },
  '/api/account/email': {
    post: operation({
      tag,
      summary: 'Move the account to another e-mail address',
      description:
        'Needs the password (a wrong one is a 400). The account keeps its address until the link sent to the new one is followed; 409 when another account has it.',
      caller: 'user',
      body: jsonBody(changeEmailInput),
      answers: { 202: jsonAnswer(messageDto, 'A link is on its way to the new address') },
      errors: [409],
      rateLimited: true,
    }),
  },
  '/api/account/sessions': {
    get: operation({
      tag,
      summary: 'The signed-in devices',
      caller: 'user',
      answers: { 200: jsonAnswer(z.array(accountSessionDto), 'This device first, then newest first') },
    }),
  },
  '/api/account/sessions/revoke-others': {
    post: operation({
      tag,
      summary: 'Sign out every other device',
      caller: 'user',
      answers: { 200: jsonAnswer(endedSessionsDto, 'How many sessions ended') },
    }),
  },
  '/api/account/export': {
    get: operation({
      tag,
      summary: 'Download a copy of the account’s data',
      description:
        'Pickup codes are left out: they are passes that collect an order. At most 3 downloads an hour per account.',
      caller: 'user',
      rateLimited: true,
      answers: {
        200: {
          ...jsonAnswer(accountExportDto, 'The account’s data, as a file to save'),
          headers: z.object({
            'Content-Disposition': z
              .string()
              .meta({ description: '`attachment; filename="baycatch-account-YYYY-MM-DD.json"`' }),
          }),
        },
      },
    }),
  },
};
