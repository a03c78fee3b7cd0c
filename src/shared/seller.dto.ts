/** Seller answers (docs/product/sellers.md): the seller's own profile, the public storefront, the payout account. */
import { z } from 'zod';
import { weekDays } from './availability';
import { availabilitySchema } from './availability.schema';
import { ratingDto } from './review.dto';
import { paymentAccountStatuses, storedSellerTypes, verificationLevels, verificationStatuses } from './roles';
import { instant } from './wire-formats';

/**
 * The whole seller profile rides on the current user, so a screen that refreshes the user after a
 * seller change (availability, pickup location, instructions) sees what was saved. The account export
 * builds on these fields too.
 */
export const sellerProfileFields = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  displayName: z.string(),
  bio: z.string().nullable(),
  sellerType: z.enum(storedSellerTypes),
  licenseImageUrl: z.string().nullable(),
  verificationStatus: z.enum(verificationStatuses),
  verificationLevel: z.enum(verificationLevels),
  rejectionReason: z.string().nullable(),
  pickupLocationAddress: z.string().nullable(),
  pickupLocationLat: z.number().nullable(),
  pickupLocationLng: z.number().nullable(),
  pickupInstructions: z.string().nullable(),
  availability: availabilitySchema,
  heroPhotoUrl: z.string().nullable(),
  paymentAccountStatus: z.enum(paymentAccountStatuses),
  specialties: z.array(z.string()),
  weeklyQuantityLimit: z.number().int().nullable(),
  orderCutoffHours: z.number().int(),
  slotCapacity: z.number().int().nullable(),
  noShowGraceHours: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A seller's week as stored: only the days they set, each on or off with its hours. */
const availability = z
  .partialRecord(
    z.enum(weekDays),
    z.object({
      enabled: z.boolean(),
      startTime: z.string().meta({ example: '07:00' }),
      endTime: z.string().meta({ example: '11:00' }),
    }),
  )
  .meta({
    id: 'WeeklyAvailability',
    description: 'Hours per weekday (24-hour HH:MM); days left out are off',
  });

/** The seller profile's fields, with what a reader of the document needs to know. */
export const sellerProfileDto = sellerProfileFields
  .extend({
    availability,
    weeklyQuantityLimit: z.number().int().nullable().meta({ description: 'In lbs; null when there is none' }),
    orderCutoffHours: z.number().int().meta({ description: 'Hours before a pickup that its orders close' }),
    slotCapacity: z.number().int().nullable().meta({ description: 'Orders per pickup; null for no limit' }),
    noShowGraceHours: z
      .number()
      .int()
      .meta({ description: 'Hours after a pickup ends that an uncollected cash order lapses' }),
    phone: z.string().nullable().meta({
      description: "The seller's contact number, E.164; this profile is only ever sent to its owner",
    }),
    phoneVerified: z.boolean().meta({ description: 'Whether the number was confirmed with a texted code' }),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'SellerProfile', description: "The seller's own profile" });
export type SellerProfileDto = z.output<typeof sellerProfileDto>;

/** What a seller chose to show buyers: never the licence, payout account, limits, rejection notes or owning account. */
export const publicSellerDto = z
  .object({
    id: z.string(),
    displayName: z.string(),
    bio: z.string().nullable(),
    sellerType: z.enum(storedSellerTypes),
    verificationLevel: z.enum(verificationLevels),
    pickupLocationAddress: z.string().nullable(),
    pickupLocationLat: z.number().nullable(),
    pickupLocationLng: z.number().nullable(),
    pickupInstructions: z.string().nullable(),
    availability,
    heroPhotoUrl: z.string().nullable(),
    specialties: z.array(z.string()),
    memberSince: instant,
    rating: ratingDto,
  })
  .meta({
    id: 'PublicSeller',
    description: 'A seller as any signed-in person sees them on their storefront',
  });
export type PublicSellerDto = z.output<typeof publicSellerDto>;

export const paymentAccountStatusDto = z
  .object({ connected: z.boolean(), status: z.enum(paymentAccountStatuses) })
  .meta({ id: 'PaymentAccountStatus', description: "The seller's payout account at the payment provider" });
export type PaymentAccountStatusDto = z.output<typeof paymentAccountStatusDto>;

export const onboardingLinkDto = z
  .object({
    onboardingUrl: z.string().meta({ description: "Where to send the seller's browser next" }),
  })
  .meta({ id: 'OnboardingLink' });
export type OnboardingLinkDto = z.output<typeof onboardingLinkDto>;
