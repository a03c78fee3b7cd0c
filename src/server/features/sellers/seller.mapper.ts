import { type Availability, parseLegacyHours } from '../../../shared/availability';
import { ratingOf } from '../../../shared/rating';
import type { PublicSellerDto, SellerProfileDto } from '../../../shared/seller.schema';
import type { SellerProfileRow } from './sellers.repo';

/** The availability a seller works with: the stored map, or older profiles' hours string read into it. */
export function availabilityOf(row: Pick<SellerProfileRow, 'availability' | 'hours'>): Availability {
  const stored = row.availability ?? {};
  return Object.keys(stored).length > 0 ? stored : parseLegacyHours(row.hours);
}

const roundCoordinate = (value: number | null) => (value === null ? null : Math.round(value * 1e8) / 1e8);

/** The profile for its owner, with the owner's own number (`owner`: the account's phone fields). */
export function toSellerProfileDto(
  row: SellerProfileRow,
  owner: { phone: string | null; phoneVerified: boolean },
): SellerProfileDto {
  return {
    id: row.id,
    userId: row.userId,
    displayName: row.displayName,
    bio: row.bio,
    sellerType: row.sellerType,
    licenseImageUrl: row.licenseImageUrl,
    verificationStatus: row.verificationStatus,
    verificationLevel: row.verificationLevel,
    rejectionReason: row.rejectionReason,
    pickupLocationAddress: row.pickupLocationAddress,
    pickupLocationLat: roundCoordinate(row.pickupLocationLat),
    pickupLocationLng: roundCoordinate(row.pickupLocationLng),
    pickupInstructions: row.pickupInstructions,
    availability: availabilityOf(row),
    heroPhotoUrl: row.heroPhotoUrl,
    paymentAccountStatus: row.stripeAccountStatus,
    specialties: row.specialties,
    weeklyQuantityLimit: row.weeklyQuantityLimit,
    orderCutoffHours: row.orderCutoffHours,
    slotCapacity: row.slotCapacity,
    noShowGraceHours: row.noShowGraceHours,
    phone: owner.phone,
    phoneVerified: owner.phoneVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the fields a seller shows buyers; everything else on the profile stays private. */
export function toPublicSellerDto(row: SellerProfileRow): PublicSellerDto {
  return {
    id: row.id,
    displayName: row.displayName,
    bio: row.bio,
    sellerType: row.sellerType,
    verificationLevel: row.verificationLevel,
    pickupLocationAddress: row.pickupLocationAddress,
    pickupLocationLat: roundCoordinate(row.pickupLocationLat),
    pickupLocationLng: roundCoordinate(row.pickupLocationLng),
    pickupInstructions: row.pickupInstructions,
    availability: availabilityOf(row),
    heroPhotoUrl: row.heroPhotoUrl,
    specialties: row.specialties,
    memberSince: row.createdAt.toISOString(),
    rating: ratingOf(row.ratingSum, row.ratingCount),
  };
}
