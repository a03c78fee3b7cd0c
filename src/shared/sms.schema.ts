/** Text messages on the wire (docs/product/text-messages.md): a mobile number, its code, the choices. */
import { z } from 'zod';
import { smsMessages } from './messages/sms';
import { smsPreferenceKinds, smsStatuses } from './sms-kinds';
import { instant } from './wire-formats';

export const smsPrefsDto = z
  .object(
    Object.fromEntries(smsPreferenceKinds.map((kind) => [kind, z.boolean()])) as {
      [K in (typeof smsPreferenceKinds)[number]]: z.ZodBoolean;
    },
  )
  .meta({
    id: 'SmsPrefs',
    description:
      'Which texts a confirmed number receives: order ready, pickup moved or cancelled, short catch or final weight, waitlist hold, standing order filled',
  });

/** The number as typed; the server parses it (libphonenumber-js, US first) into E.164. */
export const smsPhoneInput = z.strictObject({
  phone: z
    .string({ error: smsMessages.phoneInvalid })
    .trim()
    .min(1, smsMessages.phoneInvalid)
    .max(40, smsMessages.phoneInvalid),
});
export type SmsPhoneInput = z.infer<typeof smsPhoneInput>;

export const smsCodeInput = z.strictObject({
  code: z
    .string({ error: smsMessages.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, smsMessages.codeInvalid),
});
export type SmsCodeInput = z.infer<typeof smsCodeInput>;

/** Any of the five choices; the ones left out keep their value. */
export const smsPrefsInput = smsPrefsDto.partial().strict();
export type SmsPrefsInput = z.infer<typeof smsPrefsInput>;

export const smsSettingsDto = z
  .object({
    phone: z.string().nullable().meta({ description: 'The confirmed or last added number, E.164' }),
    phoneVerified: z.boolean(),
    pendingPhone: z
      .string()
      .nullable()
      .meta({ description: 'The number a code was texted to and is waiting to be typed back, E.164' }),
    smsPrefs: smsPrefsDto,
    message: z.string().meta({ description: 'What happened, in words to show; empty on a plain read' }),
  })
  .meta({ id: 'SmsSettings', description: "The owner's mobile number for texts and what they receive" });
export type SmsSettingsDto = z.infer<typeof smsSettingsDto>;

/** What the provider posts for an inbound text (Twilio's webhook parameters; others are ignored). */
export const smsInboundForm = z
  .object({
    From: z.string().min(1).max(40),
    To: z.string().max(40).optional(),
    Body: z.string().max(1600).default(''),
    MessageSid: z.string().min(1).max(64),
  })
  .meta({ id: 'SmsInbound', description: "An inbound text as Twilio's webhook posts it" });
export type SmsInboundForm = z.infer<typeof smsInboundForm>;

export const adminSmsQuery = z.object({
  status: z.enum(smsStatuses, { error: `Status must be one of ${smsStatuses.join(', ')}` }).default('failed'),
});

export const adminSmsDto = z
  .object({
    id: z.string(),
    to: z.string().meta({ description: 'The number, masked but for its last four digits' }),
    kind: z.string(),
    status: z.enum(smsStatuses),
    attempts: z.number().int(),
    error: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: 'AdminSms', description: 'One text in the outbox, as support sees it' });
export type AdminSmsDto = z.infer<typeof adminSmsDto>;

/** "+14105551234" → "(•••) •••-1234": who else sees a number sees only its last four digits. */
export function maskPhone(e164: string): string {
  return `(•••) •••-${e164.slice(-4)}`;
}
