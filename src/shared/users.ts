/** What the screens and the server ask about a user: seller? admin? what to call them? */
import { sellerRoleNames } from './roles';
import type { UserDto } from './user.schema';

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
