import { z } from 'zod';
import { storedSellerTypes, userRoles, verificationStatuses } from './roles';

/** What the current-user call returns: never the password hash, never session data. */
export const userDto = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(userRoles),
  crabberProfile: z
    .object({
      id: z.string().uuid(),
      displayName: z.string(),
      sellerType: z.enum(storedSellerTypes),
      verificationStatus: z.enum(verificationStatuses),
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDto = z.infer<typeof userDto>;
