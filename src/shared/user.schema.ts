import { z } from 'zod';
import { availabilitySchema } from './availability.schema';
import { paymentAccountStatuses, storedSellerTypes, verificationLevels, verificationStatuses } from './roles';
import type { UserDto } from './user.dto';

export type { UserDto };

/**
 * The whole seller profile rides on the current user, so a screen that refreshes the user after a
 * seller change (availability, pickup location, instructions) sees what was saved.
 */
export const currentSellerProfile = z.object({
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
