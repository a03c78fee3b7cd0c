/**
 * Seller registration and profile edits (docs/product/sellers.md): one set of rules and messages for
 * the 'Become a Seller' form, the dashboard cards and the server.
 */
import { z } from 'zod';
import { editorDays } from './availability';
import { availabilitySchema } from './availability.schema';
import { sellerMessages } from './messages/seller';
import { MAX_NO_SHOW_GRACE_HOURS, MAX_ORDER_CUTOFF_HOURS, MAX_SLOT_CAPACITY } from './pickup-slots';
import { registrationSellerTypes } from './roles';
import type { PaymentAccountStatusDto, PublicSellerDto, SellerProfileDto } from './seller.dto';

export type { PaymentAccountStatusDto, PublicSellerDto, SellerProfileDto };

export const BIO_MIN_LENGTH = 50;
export const BIO_MAX_LENGTH = 500;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const ADDRESS_MIN_LENGTH = 10;

/** Where an uploaded license lives: only its owner and admins may open it. */
export const LICENSE_UPLOAD_PATH = /^\/api\/uploads\/licenses\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|png|pdf)$/;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Every enabled day ends after it starts; at least one day is enabled. A missing map has none. */
export const weeklyAvailability = z.preprocess(
  (value) => value ?? {},
  availabilitySchema.superRefine((availability, ctx) => {
    const days = editorDays.filter((day) => availability[day]?.enabled);
    if (days.length === 0) ctx.addIssue({ code: 'custom', message: sellerMessages.availability });
    for (const day of days) {
      const slot = availability[day]!;
      if (slot.endTime <= slot.startTime) {
        ctx.addIssue({ code: 'custom', path: [day], message: `${day}: ${sellerMessages.endAfterStart}` });
      }
    }
  }),
);

const licenseImageUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(2000, sellerMessages.licenseUrl)
    .refine(
      (value) =>
        LICENSE_UPLOAD_PATH.test(value) ||
        z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success,
      sellerMessages.licenseUrl,
    )
    .optional(),
);

const pickupInstructions = z.preprocess(
  blankToUndefined,
  z.string().trim().max(500, 'Pickup instructions must be less than 500 characters').optional(),
);

export const sellerRegistrationInput = z.object({
  sellerType: z.enum(registrationSellerTypes, { error: sellerMessages.sellerType }),
  displayName: z
    .string({ error: sellerMessages.displayName })
    .trim()
    .min(DISPLAY_NAME_MIN_LENGTH, sellerMessages.displayName)
    .max(80, 'Display name must be less than 80 characters'),
  bio: z
    .string({ error: sellerMessages.bioShort })
    .trim()
    .min(BIO_MIN_LENGTH, sellerMessages.bioShort)
    .max(BIO_MAX_LENGTH, sellerMessages.bioLong),
  pickupLocationAddress: z
    .string({ error: sellerMessages.address })
    .trim()
    .min(ADDRESS_MIN_LENGTH, sellerMessages.address)
    .max(300, 'Pickup address must be less than 300 characters'),
  pickupInstructions,
  availability: weeklyAvailability,
  licenseImageUrl,
});
export type SellerRegistrationInput = z.input<typeof sellerRegistrationInput>;
export type SellerRegistration = z.output<typeof sellerRegistrationInput>;

const latitude = z.coerce
  .number({ error: 'Latitude must be a number' })
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
const longitude = z.coerce
  .number({ error: 'Longitude must be a number' })
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

/** A whole number from `min` to `max`, one message for every way of missing it. */
const wholeNumber = (min: number, max: number, message: (max: number) => string) =>
  z
    .number({ error: message(max) })
    .int(message(max))
    .min(min, message(max))
    .max(max, message(max));

/** What PATCH /api/sellers/{id} may change: availability, location, and the public profile. */
export const sellerUpdateData = z
  .object({
    availability: weeklyAvailability.optional(),
    pickupLocationAddress: z
      .string({ error: sellerMessages.addressRequired })
      .trim()
      .min(1, sellerMessages.addressRequired)
      .max(300, 'Pickup address must be less than 300 characters')
      .optional(),
    pickupLocationLat: z.preprocess(blankToUndefined, latitude.nullable().optional()),
    pickupLocationLng: z.preprocess(blankToUndefined, longitude.nullable().optional()),
    pickupInstructions: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .max(500, 'Pickup instructions must be less than 500 characters')
        .nullable()
        .optional(),
    ),
    displayName: sellerRegistrationInput.shape.displayName.optional(),
    bio: sellerRegistrationInput.shape.bio.optional(),
    orderCutoffHours: wholeNumber(0, MAX_ORDER_CUTOFF_HOURS, sellerMessages.cutoffRange).optional(),
    slotCapacity: wholeNumber(1, MAX_SLOT_CAPACITY, sellerMessages.capacityRange).nullable().optional(),
    noShowGraceHours: wholeNumber(0, MAX_NO_SHOW_GRACE_HOURS, sellerMessages.graceRange).optional(),
  })
  .strict()
  .refine((data) => Object.values(data).some((value) => value !== undefined), {
    message: 'Nothing to update',
  })
  .refine((data) => (data.pickupLocationLat == null) === (data.pickupLocationLng == null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['pickupLocationLat'],
  });
export type SellerUpdateInput = z.input<typeof sellerUpdateData>;

/**
 * The tRPC envelope checks only the id: the service confirms the profile is the caller's before it
 * reads `data` with sellerUpdateData, so someone else's profile is a 403 whatever the body says.
 */
export const sellerUpdateInput = z.object({
  id: z.string().max(100),
  data: z.custom<SellerUpdateInput>(),
});
export const sellerIdInput = z.object({ id: z.string().max(100) });

/** The location card's client-side check (docs/product/sellers.md): a trimmed, non-empty address. */
export function isBlankAddress(address: string): boolean {
  return address.trim().length === 0;
}
