import { z } from 'zod';
import type { SellerApplicationDto } from '../../../shared/admin.schema';
import { storedSellerTypes, verificationStatuses } from '../../../shared/roles';
import { answerSchema } from './answer-schema';
import { instant } from './common';

export const sellerApplicationDto = answerSchema<SellerApplicationDto>()(
  z
    .object({
      id: z.string(),
      userId: z.string(),
      email: z.string(),
      emailVerified: z.boolean().meta({ description: 'Whether the applicant confirmed the address' }),
      applicantName: z.string(),
      sellerType: z.enum(storedSellerTypes),
      displayName: z.string(),
      bio: z.string().nullable(),
      pickupLocationAddress: z.string().nullable(),
      weeklyQuantityLimit: z.number().int().nullable(),
      licenseImageUrl: z.string().nullable(),
      verificationStatus: z.enum(verificationStatuses),
      rejectionReason: z.string().nullable(),
      createdAt: instant,
      reviewedAt: instant.nullable(),
      reviewedByEmail: z.string().nullable(),
    })
    .meta({ id: 'SellerApplication', description: 'A seller application as the admin screen shows it' }),
);
