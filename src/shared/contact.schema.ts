/**
 * The Contact Us form (docs/product/info-pages.md): who is writing, about what, and the message. One
 * schema validates the form, the tRPC procedure and POST /api/contact.
 */
import { z } from 'zod';

export const contactUserTypes = ['customer', 'crabber', 'potential-crabber', 'other'] as const;
export type ContactUserType = (typeof contactUserTypes)[number];

export const contactSubjects = [
  'general',
  'order-issue',
  'account-help',
  'crabber-verification',
  'payment-question',
  'technical-issue',
  'feedback',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactUserTypeLabels: Record<ContactUserType, string> = {
  customer: 'Customer (I buy seafood)',
  crabber: 'Crabber or seller on BayCatch',
  'potential-crabber': 'Interested in selling',
  other: 'Other',
};

export const contactSubjectLabels: Record<ContactSubject, string> = {
  general: 'General question',
  'order-issue': 'Problem with an order',
  'account-help': 'Account help',
  'crabber-verification': 'Crabber verification',
  'payment-question': 'Payment question',
  'technical-issue': 'Technical issue',
  feedback: 'Feedback or suggestion',
};

export const CONTACT_NAME_MAX = 60;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** Seven to fifteen digits (E.164 allows 15), with the usual separators: loose on purpose. */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * Names go into the subject line of the e-mail to support, so any run of whitespace (a line
 * break included) becomes one space: a header can never be split.
 */
const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(CONTACT_NAME_MAX, `${label} must be at most ${CONTACT_NAME_MAX} characters`),
    );

export const contactMessageInput = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_EMAIL_MAX, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid email address' }))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string()
    .trim()
    .max(CONTACT_PHONE_MAX, `Phone must be at most ${CONTACT_PHONE_MAX} characters`)
    .refine(
      (value) => value === '' || isPlausiblePhone(value),
      'Enter a valid phone number or leave it empty',
    )
    .optional()
    .transform((value) => value || undefined),
  userType: z.enum(contactUserTypes, { error: 'Please tell us who you are' }),
  subject: z.enum(contactSubjects, { error: 'Please choose a subject' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;
export type ContactMessage = z.output<typeof contactMessageInput>;
