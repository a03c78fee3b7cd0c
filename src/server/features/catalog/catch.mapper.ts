/**
 * Rows to `CatchDto`, the one listing shape on the wire. Any feature that reads listings (seller
 * listings, cart, orders) selects `catchSellerColumns` beside the catch row and maps with
 * `toCatchDto`, so money, dates and the nested seller look the same everywhere.
 */

import type { CatchDto, CatchSellerDto } from '../../../shared/catch.schema';
import { centsToDecimal } from '../../../shared/money';
import { ratingOf } from '../../../shared/rating';
import { acceptsCardPayments, type PaymentAccountStatus } from '../../../shared/roles';
import { centilbToLb } from '../../../shared/weights';
import { catches, crabberProfiles, users } from '../../db/tables';

export type CatchRow = typeof catches.$inferSelect;

/**
 * The catch columns a listing's DTO reads, for lists that select no more: not the generated filter
 * columns (species_group and pickup_days, which SQLite computes per row read, the latter with seven
 * GLOBs) nor the bookkeeping ones.
 */
export const catchDtoColumns = {
  id: catches.id,
  crabberId: catches.crabberId,
  title: catches.title,
  description: catches.description,
  category: catches.category,
  species: catches.species,
  variety: catches.variety,
  prep: catches.prep,
  sizeMix: catches.sizeMix,
  unitType: catches.unitType,
  unitPriceCents: catches.unitPriceCents,
  pricing: catches.pricing,
  estWeightMinCentilb: catches.estWeightMinCentilb,
  estWeightMaxCentilb: catches.estWeightMaxCentilb,
  qtyAvailable: catches.qtyAvailable,
  harvestDate: catches.harvestDate,
  harvestLocation: catches.harvestLocation,
  photos: catches.photos,
  tags: catches.tags,
  pickupWindows: catches.pickupWindows,
  postedAt: catches.postedAt,
  expiresAt: catches.expiresAt,
  isActive: catches.isActive,
  isPromoted: catches.isPromoted,
  promotedUntil: catches.promotedUntil,
  hiddenAt: catches.hiddenAt,
  hiddenReason: catches.hiddenReason,
  lotCode: catches.lotCode,
  shellfishTag: catches.shellfishTag,
  harvestAreaCode: catches.harvestAreaCode,
  offSaleReason: catches.offSaleReason,
};
export type CatchDtoRow = Omit<CatchRow, 'speciesGroup' | 'pickupDays' | 'promotionPaymentId' | 'updatedAt'>;

/** The seller columns a listing read needs: join crabber_profiles on catches.crabberId and users on its userId. */
export const catchSellerColumns = {
  id: crabberProfiles.id,
  displayName: crabberProfiles.displayName,
  bio: crabberProfiles.bio,
  verificationStatus: crabberProfiles.verificationStatus,
  sellerType: crabberProfiles.sellerType,
  pickupLocationAddress: crabberProfiles.pickupLocationAddress,
  pickupLocationLat: crabberProfiles.pickupLocationLat,
  pickupLocationLng: crabberProfiles.pickupLocationLng,
  pickupInstructions: crabberProfiles.pickupInstructions,
  heroPhotoUrl: crabberProfiles.heroPhotoUrl,
  profileImageUrl: users.profileImageUrl,
  paymentAccountStatus: crabberProfiles.stripeAccountStatus,
  ratingSum: crabberProfiles.ratingSum,
  ratingCount: crabberProfiles.ratingCount,
  /** When an admin suspended the seller's account; their listings then leave the marketplace. */
  suspendedAt: users.suspendedAt,
};
export type CatchSellerRow = Omit<CatchSellerDto, 'acceptsCard' | 'rating'> & {
  paymentAccountStatus: PaymentAccountStatus;
  ratingSum: number;
  ratingCount: number;
  suspendedAt: Date | null;
};

/** One piece's stated weight on a per-pound listing, as pounds on the wire. */
function estimatedLbOf(row: CatchDtoRow): CatchDto['estimatedLbPerUnit'] {
  if (row.pricing !== 'per_lb' || row.estWeightMinCentilb === null || row.estWeightMaxCentilb === null)
    return null;
  return { min: centilbToLb(row.estWeightMinCentilb), max: centilbToLb(row.estWeightMaxCentilb) };
}

/** Coordinates travel with 8 decimals at most (docs/product/catalog.md). */
const roundCoordinate = (value: number | null) => (value === null ? null : Math.round(value * 1e8) / 1e8);

export function toCatchSellerDto(seller: CatchSellerRow): CatchSellerDto {
  return {
    id: seller.id,
    displayName: seller.displayName,
    bio: seller.bio,
    verificationStatus: seller.verificationStatus,
    sellerType: seller.sellerType,
    pickupLocationAddress: seller.pickupLocationAddress,
    pickupLocationLat: roundCoordinate(seller.pickupLocationLat),
    pickupLocationLng: roundCoordinate(seller.pickupLocationLng),
    pickupInstructions: seller.pickupInstructions,
    profileImageUrl: seller.profileImageUrl,
    heroPhotoUrl: seller.heroPhotoUrl,
    acceptsCard: acceptsCardPayments(seller.paymentAccountStatus),
    rating: ratingOf(seller.ratingSum, seller.ratingCount),
  };
}

export function toCatchDto(
  row: CatchDtoRow,
  seller: CatchSellerRow,
  extras: { distanceMiles?: number | null; inSeason?: boolean } = {},
): CatchDto {
  const dto: CatchDto = {
    id: row.id,
    crabberId: row.crabberId,
    title: row.title,
    description: row.description,
    category: row.category,
    species: row.species,
    variety: row.variety,
    prep: row.prep,
    sizeMix: row.sizeMix,
    unitType: row.unitType,
    unitPrice: centsToDecimal(row.unitPriceCents),
    pricing: row.pricing,
    estimatedLbPerUnit: estimatedLbOf(row),
    qtyAvailable: row.qtyAvailable,
    harvestDate: row.harvestDate?.toISOString() ?? null,
    harvestLocation: row.harvestLocation,
    lotCode: row.lotCode,
    harvestAreaCode: row.harvestAreaCode,
    offSaleReason: row.offSaleReason,
    shellfishTag: row.shellfishTag,
    photos: row.photos,
    tags: row.tags,
    pickupWindows: row.pickupWindows,
    postedAt: row.postedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isActive: row.isActive,
    isPromoted: row.isPromoted,
    hiddenReason: row.hiddenAt ? row.hiddenReason : null,
    promotedUntil: row.promotedUntil?.toISOString() ?? null,
    inSeason: extras.inSeason ?? false,
    crabber: toCatchSellerDto(seller),
  };
  if (extras.distanceMiles !== undefined) {
    dto.distanceMiles = extras.distanceMiles === null ? null : Math.round(extras.distanceMiles * 10) / 10;
  }
  return dto;
}
