import { z } from 'zod';
import { weekDays } from '../../../shared/availability';
import { paymentAccountStatuses, storedSellerTypes, verificationLevels } from '../../../shared/roles';
import type {
  PaymentAccountStatusDto,
  PublicSellerDto,
  SellerProfileDto,
} from '../../../shared/seller.schema';
import { currentSellerProfile } from '../../../shared/user.schema';
import type { Services } from '../../services';
import { answerSchema } from './answer-schema';
import { instant } from './common';
import { ratingDto } from './reviews';

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

/** The shared schema of the current user's seller profile, with what a reader of the document needs to know. */
export const sellerProfileDto = answerSchema<SellerProfileDto>()(
  currentSellerProfile
    .extend({
      availability,
      weeklyQuantityLimit: z
        .number()
        .int()
        .nullable()
        .meta({ description: 'In lbs; null when there is none' }),
      orderCutoffHours: z.number().int().meta({ description: 'Hours before a pickup that its orders close' }),
      slotCapacity: z.number().int().nullable().meta({ description: 'Orders per pickup; null for no limit' }),
      noShowGraceHours: z
        .number()
        .int()
        .meta({ description: 'Hours after a pickup ends that an uncollected cash order lapses' }),
      createdAt: instant,
      updatedAt: instant,
    })
    .meta({ id: 'SellerProfile', description: "The seller's own profile" }),
);

export const publicSellerDto = answerSchema<PublicSellerDto>()(
  z
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
    }),
);

export const paymentAccountStatusDto = answerSchema<PaymentAccountStatusDto>()(
  z
    .object({ connected: z.boolean(), status: z.enum(paymentAccountStatuses) })
    .meta({ id: 'PaymentAccountStatus', description: "The seller's payout account at the payment provider" }),
);

export const onboardingLinkDto = answerSchema<
  Awaited<ReturnType<Services['sellers']['connectPaymentAccount']>>
>()(
  z
    .object({
      onboardingUrl: z.string().meta({ description: "Where to send the seller's browser next" }),
    })
    .meta({ id: 'OnboardingLink' }),
);
