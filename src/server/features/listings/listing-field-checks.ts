/** Checks of single fields of a posted or edited listing against the listing as stored. */

import type { UpdateListing } from '../../../shared/listing.schema';
import { listingMessages } from '../../../shared/messages/listing';
import { localDateOf } from '../../../shared/pickup-slots';
import { isShellfishInShell, shellfishTagProblem } from '../../../shared/shellfish-tag.schema';
import type { ShellfishTag } from '../../../shared/traceability-kinds';
import { AppError } from '../../lib/app-error';
import type { CatchRow } from '../catalog/catch.mapper';
import type { ListingChanges } from './listings.repo';

/**
 * An edit's pricing against the listing as stored: a weight only on a per-pound listing, and a
 * listing turned per-pound states one; turned per-unit, its weights go.
 */
export function weightChanges(listing: CatchRow, data: UpdateListing): ListingChanges {
  const pricing = data.pricing ?? listing.pricing;
  if (pricing === 'unit') {
    if (data.estimatedLbPerUnit) throw new AppError('BAD_REQUEST', listingMessages.weightOnUnitListing);
    return data.pricing ? { estWeightMinCentilb: null, estWeightMaxCentilb: null } : {};
  }
  if (data.estimatedLbPerUnit)
    return {
      estWeightMinCentilb: data.estimatedLbPerUnit.min,
      estWeightMaxCentilb: data.estimatedLbPerUnit.max,
    };
  if (data.estimatedLbPerUnit === null || listing.estWeightMinCentilb === null)
    throw new AppError('BAD_REQUEST', listingMessages.weightNeeded);
  return {};
}
/**
 * Shellfish in the shell carry their harvester tag's facts and nothing else does
 * (docs/product/traceability.md, Shellfish tags); a 400 on the form's tag fields otherwise.
 */
export function checkShellfishTag(
  listing: { species: string; category: string; prep: string; harvestAreaCode: string | null },
  tag: ShellfishTag | null,
  now: Date,
) {
  const message = shellfishTagProblem(listing, tag, localDateOf(now));
  if (message) throw new AppError('BAD_REQUEST', message, { fieldErrors: { shellfishTag: [message] } });
}

/**
 * An edit's tag, checked when the tag, the area or what the catch is changes. Shucked or steamed,
 * the catch is no longer shellstock: its stored tag goes with the change unless the edit gives one.
 */
export function checkTagChange(listing: CatchRow, changes: ListingChanges, data: UpdateListing, now: Date) {
  const touched =
    data.shellfishTag !== undefined ||
    data.harvestAreaCode !== undefined ||
    changes.species !== undefined ||
    changes.category !== undefined ||
    changes.prep !== undefined;
  if (!touched) return;
  const edited = {
    species: changes.species ?? listing.species,
    category: changes.category ?? listing.category,
    prep: changes.prep ?? listing.prep,
    harvestAreaCode: data.harvestAreaCode === undefined ? listing.harvestAreaCode : data.harvestAreaCode,
  };
  if (data.shellfishTag === undefined && !isShellfishInShell(edited)) changes.shellfishTag = null;
  checkShellfishTag(
    edited,
    changes.shellfishTag === undefined ? listing.shellfishTag : changes.shellfishTag,
    now,
  );
}

/** The harvest-areas feature's checks of a listing's area. */
export interface HarvestAreaChecks {
  checkListingArea(
    listing: { species: string; category: string },
    code: string | null,
    checkOpen: boolean,
  ): Promise<void>;
  assertAreaOpen(code: string | null): Promise<void>;
}

/**
 * An edit that gives another area, species or category is checked against the area list; moving
 * a listing to another area checks that one is open, and brings it back from a closure of the old.
 */
export async function checkAreaChange(
  harvestAreas: HarvestAreaChecks,
  listing: CatchRow,
  changes: ListingChanges,
  data: UpdateListing,
): Promise<void> {
  const moved = data.harvestAreaCode !== undefined && data.harvestAreaCode !== listing.harvestAreaCode;
  if (!moved && changes.species === undefined && changes.category === undefined) return;
  const code = data.harvestAreaCode === undefined ? listing.harvestAreaCode : data.harvestAreaCode;
  const kind = {
    species: changes.species ?? listing.species,
    category: changes.category ?? listing.category,
  };
  await harvestAreas.checkListingArea(kind, code, moved);
  if (moved && listing.offSaleReason === 'area_closed') changes.offSaleReason = null;
}
