import { z } from 'zod';
import type { SellerType, VerificationStatus } from './roles';

export const applicationTabs = ['pending', 'approved', 'all'] as const;
export type ApplicationTab = (typeof applicationTabs)[number];

export const applicationIdInput = z.object({ id: z.uuid({ error: 'Application not found' }) });

export const rejectApplicationInput = applicationIdInput.extend({
  reason: z
    .string()
    .trim()
    .max(500, 'Keep the reason under 500 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** A seller application as the admin screen shows it (docs/product/admin.md). */
export interface SellerApplicationDto {
  id: string;
  userId: string;
  email: string;
  /** Whether the applicant followed the link sent to `email`. */
  emailVerified: boolean;
  applicantName: string;
  sellerType: SellerType;
  displayName: string;
  bio: string | null;
  pickupLocationAddress: string | null;
  weeklyQuantityLimit: number | null;
  licenseImageUrl: string | null;
  verificationStatus: VerificationStatus;
  rejectionReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  reviewedByEmail: string | null;
}
