/**
 * Applies the seller limits of src/shared/seller-limits.ts to a new or changed listing, counting
 * the seller's other listings of the rule's period from the database.
 */

import type { SellerType } from '../../../shared/roles';
import { type ListedQuantity, limitsFor, limitViolation } from '../../../shared/seller-limits';
import { AppError } from '../../lib/app-error';
import type { ListingsRepo } from './listings.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

interface LimitedSeller {
  id: string;
  sellerType: SellerType;
  weeklyQuantityLimit: number | null;
}

/**
 * Throws a 400 naming the limit when `next` would pass one. `next.id` is the listing being
 * changed (left out of the others); a change that offers no more than before is always allowed,
 * so a seller can bring an over-limit listing down.
 */
export async function assertWithinLimits(
  repo: ListingsRepo,
  seller: LimitedSeller,
  next: ListedQuantity & { id?: string },
  now: Date,
  before?: ListedQuantity,
): Promise<void> {
  if (
    before &&
    before.unitType === next.unitType &&
    before.species === next.species &&
    next.quantity <= before.quantity
  )
    return;
  // Counted and written by one posting at a time, so two at once cannot both take the room left.
  await repo.holdSeller(seller.id);
  for (const rule of limitsFor(seller)) {
    const others =
      rule.scope === 'listing'
        ? []
        : (await repo.listOfferedSince(seller.id, new Date(now.getTime() - rule.scope.days * DAY_MS)))
            .filter((listing) => listing.id !== next.id)
            .map((listing) => ({
              species: listing.species,
              unitType: listing.unitType,
              quantity: listing.qtyAvailable + listing.soldQuantity,
            }));
    const violation = limitViolation(rule, next, others);
    if (violation) {
      throw new AppError('BAD_REQUEST', violation, { fieldErrors: { qtyAvailable: [violation] } });
    }
  }
}
