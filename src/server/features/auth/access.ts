/**
 * Who may call what. Procedure builders and REST shims both go through these guards, so a rule
 * about roles is written once.
 */
import { adminMessages } from '../../../shared/messages/admin';
import { authMessages } from '../../../shared/messages/auth';
import { sellerMessages } from '../../../shared/messages/seller';
import { twoFactorMessages } from '../../../shared/messages/two-factor';
import type { UserDto } from '../../../shared/user.schema';
import { isAdmin, isSeller } from '../../../shared/users';
import { AppError } from '../../lib/app-error';

export type SignedInUser = UserDto;
export type SellerUser = UserDto & { crabberProfile: NonNullable<UserDto['crabberProfile']> };

export function requireUser(user: UserDto | null): SignedInUser {
  if (!user) throw new AppError('UNAUTHORIZED', authMessages.unauthorized);
  return user;
}

/** A seller here is someone holding a seller profile: only they have listings and orders to manage. */
export function requireSeller(user: UserDto | null): SellerUser {
  const signedIn = requireUser(user);
  if (!isSeller(signedIn) || !signedIn.crabberProfile)
    throw new AppError('FORBIDDEN', sellerMessages.notASeller, { reason: 'NOT_A_SELLER' });
  return signedIn as SellerUser;
}

export function requireApprovedSeller(user: UserDto | null): SellerUser {
  const seller = requireSeller(user);
  if (seller.crabberProfile.verificationStatus !== 'approved') {
    throw new AppError('FORBIDDEN', sellerMessages.notAuthorizedToPost, { reason: 'SELLER_NOT_APPROVED' });
  }
  return seller;
}

export function requireAdmin(user: UserDto | null): SignedInUser {
  const signedIn = requireUser(user);
  if (!isAdmin(signedIn)) throw new AppError('FORBIDDEN', adminMessages.accessDenied);
  // Admin tools need an authenticator app (a passkey alone would leave password sign-in single-factor); enrolling is on /account.
  if (!signedIn.twoFactorEnabled) {
    throw new AppError('FORBIDDEN', twoFactorMessages.adminRequired, { reason: 'TWO_FACTOR_REQUIRED' });
  }
  return signedIn;
}
