/** A seller's licences: what they record, and what the seller, an admin and anyone else read back. */
import { z } from 'zod';
import { licenceTypes } from './traceability-kinds';

const calendarDate = z
  .string({ error: 'Enter the expiry date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the expiry date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter the expiry date as YYYY-MM-DD');

const text = (field: string) =>
  z
    .string({ error: `Enter the ${field}` })
    .trim()
    .min(1, `Enter the ${field}`)
    .max(100, `The ${field} is at most 100 characters`);

export const licenceInput = z.strictObject({
  type: z.enum(licenceTypes, { error: 'Choose the licence type' }),
  agency: text('issuing agency'),
  number: text('licence number'),
  expiresOn: calendarDate,
  photoUrl: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
});
export type LicenceInput = z.output<typeof licenceInput>;

export const licenceChangeInput = licenceInput.partial();
export type LicenceChangeInput = z.output<typeof licenceChangeInput>;

export const licenceIdInput = z.strictObject({ id: z.string().min(1).max(64) });
export const sellerLicenceInput = z.strictObject({
  sellerId: z.string().min(1).max(64),
  licenceId: z.string().min(1).max(64),
});

/**
 * A licence as read back. The seller and an admin see it all; anyone else only its type and the
 * month it is valid until (agency, number and photo are null), and only verified, running ones.
 */
export const licenceDto = z.object({
  id: z.string(),
  type: z.enum(licenceTypes),
  label: z.string(),
  validUntilMonth: z.string().meta({ description: "The month the licence runs to, 'YYYY-MM'" }),
  expiresOn: z.string().nullable(),
  agency: z.string().nullable(),
  number: z.string().nullable(),
  photoUrl: z.string().nullable(),
  verified: z.boolean(),
  expired: z.boolean(),
});
export type LicenceDto = z.infer<typeof licenceDto>;
