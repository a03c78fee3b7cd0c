import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  adminSmsDto,
  adminSmsQuery,
  smsCodeInput,
  smsInboundForm,
  smsPhoneInput,
  smsPrefsInput,
  smsSettingsDto,
} from '../../../shared/sms.schema';
import { jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Text messages';

const settings = (description: string) => jsonAnswer(smsSettingsDto, description);

export const textPaths: ZodOpenApiPathsObject = {
  '/api/account/phone': {
    get: operation({
      tag,
      summary: "The caller's mobile number for texts and their choices",
      caller: 'user',
      answers: { 200: settings('The number, whether it is confirmed, and what it receives') },
    }),
    post: operation({
      tag,
      summary: 'Text a confirmation code to a mobile number',
      description:
        'The number in any common US form, or with a country code; it is parsed and kept in E.164. A 6-digit code is texted to it (valid 10 minutes, 5 tries); a new code replaces the last. 400 for a number that is not a valid mobile number, 409 for a number that replied STOP, 429 after a few codes in a quarter hour.',
      caller: 'user',
      body: jsonBody(smsPhoneInput),
      answers: { 202: settings('The code is on its way; `pendingPhone` is the number it went to') },
      errors: [409],
      rateLimited: true,
    }),
    delete: operation({
      tag,
      summary: 'Remove the mobile number',
      description: 'No more texts; a code waiting to be typed back is void too.',
      caller: 'user',
      answers: { 200: settings('The number is removed') },
    }),
  },
  '/api/account/phone/verify': {
    post: operation({
      tag,
      summary: 'Confirm the mobile number with the texted code',
      description:
        "The number becomes the account's confirmed number. 400 with the reason when there is no code, it expired, it is wrong, or it was tried 5 times.",
      caller: 'user',
      body: jsonBody(smsCodeInput),
      answers: { 200: settings('The number is confirmed') },
    }),
  },
  '/api/account/sms': {
    patch: operation({
      tag,
      summary: 'Choose which texts to receive',
      description: 'Any of the five choices; the ones left out keep their value.',
      caller: 'user',
      body: jsonBody(smsPrefsInput),
      answers: { 200: settings('The choices are saved') },
    }),
  },
  '/api/sms/inbound': {
    post: operation({
      tag,
      summary: "Texts sent to BayCatch (the provider's webhook)",
      description:
        "Twilio's form-encoded webhook. `X-Twilio-Signature` must sign the public URL and the parameters (403 otherwise, nothing changed). STOP, STOPALL, UNSUBSCRIBE, CANCEL, END and QUIT stop every text to the number (confirmed once), START turns them back on, HELP answers with support's contact; anything else gets one short reply. Each `MessageSid` is answered once: a retry gets the same TwiML and changes nothing. 429 when one number texts too often.",
      caller: 'anyone',
      params: {
        header: z.object({
          'x-twilio-signature': z
            .string()
            .meta({ description: "Twilio's HMAC-SHA1 of the URL and parameters" }),
        }),
      },
      body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: smsInboundForm } } },
      answers: {
        200: {
          description: 'The reply as TwiML (an empty <Response/> when there is none)',
          content: { 'text/xml': { schema: z.string() } },
        },
      },
      rateLimited: true,
    }),
  },
  '/api/admin/sms': {
    get: operation({
      tag,
      summary: 'Texts by delivery status',
      description:
        'Newest first, at most 100; `failed` (the default) lists those given up on, with the reason.',
      caller: 'admin',
      params: { query: adminSmsQuery },
      answers: { 200: jsonAnswer(z.array(adminSmsDto), 'The texts, numbers masked') },
      errors: [400],
    }),
  },
};
