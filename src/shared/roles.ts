export const userRoles = ['buyer', 'seller', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** The interface also treats the legacy role name 'crabber' as a seller (docs/product/sellers.md). */
export const sellerRoleNames: readonly string[] = ['crabber', 'seller'];

/**
 * 'revoked': an admin withdrew an approval (decision 012). Unlike 'rejected', the seller cannot
 * apply again themselves; an admin's approval reinstates them.
 */
export const verificationStatuses = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const verificationLevels = ['basic', 'full'] as const;

/** Stored seller types: the registration values plus the legacy stored ones. */
export const registrationSellerTypes = [
  'commercial',
  'recreational_crabber',
  'recreational_fisher',
  'recreational_shellfish',
] as const;
export const storedSellerTypes = [...registrationSellerTypes, 'commercial_fisher', 'charter_boat'] as const;
export type SellerType = (typeof storedSellerTypes)[number];

export const sellerTypeLabels: Record<SellerType, string> = {
  commercial: 'Commercial Fisher',
  commercial_fisher: 'Commercial Fisher',
  recreational_crabber: 'Recreational Crabber',
  recreational_fisher: 'Recreational Fisher',
  recreational_shellfish: 'Recreational Shellfish Harvester',
  charter_boat: 'Charter Boat',
};

export const paymentAccountStatuses = ['not_connected', 'pending', 'active'] as const;
export type PaymentAccountStatus = (typeof paymentAccountStatuses)[number];

/**
 * Card payment is offered only for a seller whose payout account can take charges, so a buyer's
 * card payment always reaches the seller (docs/product/payments.md).
 */
export const acceptsCardPayments = (status: PaymentAccountStatus) => status === 'active';
