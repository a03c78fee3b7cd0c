import { z } from 'zod';
import { sellerRoleNames, storedSellerTypes, userRoles, verificationStatuses } from './roles';

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

/** Dashboard access: role crabber or seller, or any user holding a seller profile. */
export function isSeller(user: Pick<UserDto, 'role' | 'crabberProfile'> | null | undefined): boolean {
  if (!user) return false;
  return sellerRoleNames.includes(user.role) || user.crabberProfile !== null;
}

export function isAdmin(user: Pick<UserDto, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

export function displayNameOf(user: Pick<UserDto, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
