/** What the screens and the server ask about a user: seller? admin? what to call them? */
import { deletedAccountName } from './messages/account';
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

/** What to call a person: their name, else their e-mail; a deleted account is "Deleted account". */
export function displayNameOf(user: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  deleted?: boolean;
}): string {
  if (user.deleted) return deletedAccountName;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || deletedAccountName;
}
