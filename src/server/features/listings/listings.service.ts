/**
 * A seller's own listings: posting (approved sellers only), editing, removing and the inventory
 * quantity. Every change is checked against the listing's owner and the seller limits.
 */

import { buildPickupWindows, type PickupWindow } from '../../../shared/availability';
import type { CatchDto } from '../../../shared/catch.schema';
import { formatDockTime, freshnessRuleFor, latestExpiry } from '../../../shared/freshness';
import {
  type CreateListing,
  categoryFor,
  DEFAULT_LISTING_HOURS,
  MAX_LISTING_DAYS,
  type UpdateListing,
} from '../../../shared/listing.schema';
import { listingMessages } from '../../../shared/messages/listing';
import { sellerMessages } from '../../../shared/messages/seller';
import { localDateOf } from '../../../shared/pickup-slots';
import { AppError } from '../../lib/app-error';
import type { SellerUser } from '../auth/access';
import { type CatchRow, toCatchDto } from '../catalog/catch.mapper';
import { availabilityOf } from '../sellers/seller.mapper';
import type { SellerProfileRow, SellersRepo } from '../sellers/sellers.repo';
import type { UploadsService } from '../uploads/uploads.service';
import {
  checkAreaChange,
  checkShellfishTag,
  checkTagChange,
  type HarvestAreaChecks,
  weightChanges,
} from './listing-field-checks';
import { assertWithinLimits } from './listing-limits';
import type { ListingChanges, ListingsRepo } from './listings.repo';

const HOUR_MS = 60 * 60 * 1000;

/** The Bay's day a listing's catch was harvested: its lot changes with it. */
const harvestDay = (listing: Pick<CatchRow, 'harvestDate' | 'postedAt'>) =>
  localDateOf(listing.harvestDate ?? listing.postedAt);

/** A phone's clock may run a little ahead of ours; a harvest "now" from it is not in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

interface ListingsServiceDeps {
  repo: ListingsRepo;
  sellers: Pick<SellersRepo, 'findById'>;
  uploads: Pick<UploadsService, 'arePhotosOf'>;
  /** Refuses selling a species whose licence has lapsed (the licences feature). */
  licences: { assertMaySell(crabberId: string, species: string): Promise<void> };
  /** Refuses selling a catch out of its season (the seasons feature). */
  seasons: { assertInSeason(species: string, prep: string): Promise<void> };
  /** Checks a shellfish listing's harvest area, and refuses one the state has closed (the harvest-areas feature). */
  harvestAreas: HarvestAreaChecks;

  /** A listing became visible in the marketplace (new-catch alerts); must not throw. */
  published?: (catchId: string) => Promise<void>;
  /**
   * Inside the transaction that posted or restocked a listing: standing orders are filled from its
   * stock before anyone else can buy it. Answers what to tell once the transaction has committed.
   */
  stocked?: (catchId: string) => Promise<() => Promise<void>>;
  now?: () => Date;
}

export function createListingsService({
  repo,
  sellers,
  uploads,
  licences,
  seasons,
  harvestAreas,
  published = async () => {},
  stocked = async () => async () => {},
  now = () => new Date(),
}: ListingsServiceDeps) {
  async function dtoOf(id: string): Promise<CatchDto> {
    const found = await repo.findWithSeller(id);
    if (!found) throw new AppError('NOT_FOUND', listingMessages.notFound);
    return toCatchDto(found.listing, found.seller);
  }

  /** The caller's profile as stored now: the session's copy may predate an admin's decision. */
  async function profileOf(user: SellerUser): Promise<SellerProfileRow> {
    const profile = await sellers.findById(user.crabberProfile.id);
    if (!profile) throw new AppError('FORBIDDEN', sellerMessages.notASeller, { reason: 'NOT_A_SELLER' });
    return profile;
  }

  async function ownListing(user: SellerUser, id: string) {
    const listing = await repo.findById(id);
    if (!listing) throw new AppError('NOT_FOUND', listingMessages.notFound);
    if (listing.crabberId !== user.crabberProfile.id)
      throw new AppError('FORBIDDEN', listingMessages.notOwner);
    return listing;
  }

  function checkCrabberId(user: SellerUser, crabberId: string | undefined) {
    if (crabberId !== undefined && crabberId !== user.crabberProfile.id) {
      throw new AppError('FORBIDDEN', listingMessages.otherSeller);
    }
  }

  function checkExpiry(expiresAt: Date, at: Date) {
    const field = (message: string) =>
      new AppError('BAD_REQUEST', message, { fieldErrors: { expiresAt: [message] } });
    if (expiresAt.getTime() <= at.getTime()) throw field(listingMessages.expiryPast);
    if (expiresAt.getTime() > at.getTime() + MAX_LISTING_DAYS * 24 * HOUR_MS)
      throw field(listingMessages.expiryTooFar);
  }

  /**
   * The freshness rule (src/shared/freshness.ts): no harvest in the future, no expiry past what the
   * catch keeps. Without a harvest date the catch counts as harvested when it was posted.
   */
  function checkFreshness(
    listing: Pick<CatchRow, 'category' | 'prep' | 'expiresAt' | 'harvestDate' | 'postedAt'>,
    at: Date,
  ) {
    const field = (name: string, message: string) =>
      new AppError('BAD_REQUEST', message, { fieldErrors: { [name]: [message] } });
    if (listing.harvestDate && listing.harvestDate.getTime() > at.getTime() + CLOCK_SKEW_MS) {
      throw field('harvestDate', listingMessages.harvestInFuture);
    }
    const rule = freshnessRuleFor(listing);
    const latest = latestExpiry(rule, listing.harvestDate ?? listing.postedAt);
    if (listing.expiresAt.getTime() > latest.getTime()) {
      throw field(
        'expiresAt',
        listingMessages.expiryPastFreshness(rule.label, rule.maxDays, formatDockTime(latest)),
      );
    }
  }

  async function checkPhotos(crabberId: string, photos: string[] | undefined) {
    if (photos && !(await uploads.arePhotosOf(crabberId, photos))) {
      throw new AppError('BAD_REQUEST', listingMessages.foreignPhotos, {
        fieldErrors: { photos: [listingMessages.foreignPhotos] },
      });
    }
  }

  /** Windows the form sent, or else one per day the seller is available (Sunday first). */
  function windowsFor(profile: SellerProfileRow, given: PickupWindow[] | undefined): PickupWindow[] {
    return given && given.length > 0 ? given : buildPickupWindows(availabilityOf(profile));
  }

  return {
    /** A listing as its seller sees it, whatever its state; for services that just changed it. */
    getById(id: string): Promise<CatchDto> {
      return dtoOf(id);
    },

    /** Someone else's listing is refused (403/404) before a request body is read. */
    async assertOwn(user: SellerUser, id: string): Promise<void> {
      await ownListing(user, id);
    },

    async listMine(user: SellerUser): Promise<CatchDto[]> {
      return (await repo.listBySeller(user.crabberProfile.id)).map(({ listing, seller }) =>
        toCatchDto(listing, seller),
      );
    },

    async create(user: SellerUser, input: CreateListing): Promise<CatchDto> {
      const profile = await profileOf(user);
      if (profile.verificationStatus !== 'approved')
        throw new AppError('FORBIDDEN', sellerMessages.notAuthorizedToPost, {
          reason: 'SELLER_NOT_APPROVED',
        });
      checkCrabberId(user, input.crabberId);
      await licences.assertMaySell(profile.id, input.species);
      await seasons.assertInSeason(input.species, input.prep);
      const at = now();
      const expiresAt = input.expiresAt ?? new Date(at.getTime() + DEFAULT_LISTING_HOURS * HOUR_MS);
      checkExpiry(expiresAt, at);
      const category = input.category ?? categoryFor(input.species, input.sizeMix);
      await harvestAreas.checkListingArea(
        { species: input.species, category },
        input.harvestAreaCode ?? null,
        true,
      );
      checkShellfishTag(
        {
          species: input.species,
          category,
          prep: input.prep,
          harvestAreaCode: input.harvestAreaCode ?? null,
        },
        input.shellfishTag ?? null,
        at,
      );
      checkFreshness(
        { category, prep: input.prep, expiresAt, harvestDate: input.harvestDate ?? null, postedAt: at },
        at,
      );
      await checkPhotos(profile.id, input.photos);
      // The limits count and the insert they allow commit together, so two postings at once cannot
      // both pass a limit only one of them fits.
      const row = await repo.inTransaction(async () => {
        await assertWithinLimits(
          repo,
          profile,
          { species: input.species, unitType: input.unitType, quantity: input.qtyAvailable },
          at,
        );
        const inserted = await repo.insert({
          crabberId: profile.id,
          title: input.title,
          description: input.description ?? null,
          category,
          species: input.species,
          variety: input.variety ?? null,
          prep: input.prep,
          sizeMix: input.sizeMix,
          unitType: input.unitType,
          unitPriceCents: input.unitPrice,
          pricing: input.pricing,
          estWeightMinCentilb: input.estimatedLbPerUnit?.min ?? null,
          estWeightMaxCentilb: input.estimatedLbPerUnit?.max ?? null,
          qtyAvailable: input.qtyAvailable,
          harvestDate: input.harvestDate ?? null,
          harvestLocation: input.harvestLocation ?? null,
          photos: input.photos,
          tags: input.tags,
          pickupWindows: windowsFor(profile, input.pickupWindows),
          postedAt: at,
          expiresAt,
          isActive: input.isActive,
          shellfishTag: input.shellfishTag ?? null,
          harvestAreaCode: input.harvestAreaCode ?? null,
        });
        await repo.assignLotCode(inserted);
        if (!inserted.isActive) return { row: inserted, tell: null };
        // Standing orders first, then buyers waiting for this seller's species (waitlist).
        const tell = await stocked(inserted.id);
        await repo.offerToWaitlist(inserted.id, at);
        return { row: inserted, tell };
      });
      if (row.tell) {
        await row.tell();
        await published(row.row.id);
      }
      return dtoOf(row.row.id);
    },

    async update(user: SellerUser, id: string, data: UpdateListing): Promise<CatchDto> {
      const listing = await ownListing(user, id);
      checkCrabberId(user, data.crabberId);
      const profile = await profileOf(user);
      const at = now();
      if (data.expiresAt) checkExpiry(data.expiresAt, at);
      await checkPhotos(profile.id, data.photos);
      const { crabberId: _ignored, unitPrice, pickupWindows, estimatedLbPerUnit, ...fields } = data;
      const changes: ListingChanges = { ...fields, ...weightChanges(listing, data) };
      if (unitPrice !== undefined) changes.unitPriceCents = unitPrice;
      if (pickupWindows !== undefined) changes.pickupWindows = windowsFor(profile, pickupWindows);
      if (data.category === undefined && (data.species !== undefined || data.sizeMix !== undefined)) {
        changes.category = categoryFor(data.species ?? listing.species, data.sizeMix ?? listing.sizeMix);
      }
      await checkAreaChange(harvestAreas, listing, changes, data);
      checkTagChange(listing, changes, data, at);
      // Only a change to what the rule reads is checked: an older listing keeps its expiry otherwise.
      const { category, prep, expiresAt, harvestDate } = changes;
      const sameTime = (a: Date | null | undefined, b: Date | null) =>
        (a ?? null)?.getTime() === b?.getTime();
      const freshnessChanged =
        (category !== undefined && category !== listing.category) ||
        (prep !== undefined && prep !== listing.prep) ||
        (expiresAt !== undefined && !sameTime(expiresAt, listing.expiresAt)) ||
        (harvestDate !== undefined && !sameTime(harvestDate, listing.harvestDate));
      if (freshnessChanged) {
        checkFreshness(
          {
            category: category ?? listing.category,
            prep: prep ?? listing.prep,
            expiresAt: expiresAt ?? listing.expiresAt,
            harvestDate: harvestDate === undefined ? listing.harvestDate : harvestDate,
            postedAt: listing.postedAt,
          },
          at,
        );
      }
      const restocked =
        (data.qtyAvailable ?? 0) > listing.qtyAvailable || (!listing.isActive && changes.isActive === true);
      // The limits check and the change it allows commit together.
      const tell = await repo.inTransaction(async () => {
        if (data.qtyAvailable !== undefined || data.unitType !== undefined) {
          if ((data.qtyAvailable ?? 0) > listing.qtyAvailable) {
            await licences.assertMaySell(listing.crabberId, listing.species);
            await seasons.assertInSeason(listing.species, listing.prep);
            await harvestAreas.assertAreaOpen(changes.harvestAreaCode ?? listing.harvestAreaCode);
          }
          const sold = await repo.soldQuantityOf(id);
          await assertWithinLimits(
            repo,
            profile,
            {
              id,
              species: data.species ?? listing.species,
              unitType: data.unitType ?? listing.unitType,
              quantity: (data.qtyAvailable ?? listing.qtyAvailable) + sold,
            },
            at,
            { species: listing.species, unitType: listing.unitType, quantity: listing.qtyAvailable + sold },
          );
        }
        const updated = await repo.update(id, changes);
        // Buyers waiting on this listing come first; standing orders then fill from what is left.
        await repo.offerToWaitlist(id, at);
        // A new harvest is a new lot; the old lot stays on the lines already sold from it.
        if (updated && harvestDay(updated) !== harvestDay(listing)) await repo.assignLotCode(updated);
        return restocked ? stocked(id) : null;
      });
      // A hidden listing turned visible reaches followers and alerts as a new one would.
      if (!listing.isActive && changes.isActive === true) await published(id);
      await tell?.();
      return dtoOf(id);
    },

    async setQuantity(
      user: SellerUser,
      id: string,
      { quantity, expectedQuantity }: { quantity: number; expectedQuantity?: number },
    ): Promise<CatchDto> {
      // Read and write run in one transaction, so no order can slip in between them.
      const tell = await repo.inTransaction(async () => {
        const listing = await ownListing(user, id);
        if (expectedQuantity !== undefined && expectedQuantity !== listing.qtyAvailable) {
          throw new AppError('CONFLICT', listingMessages.quantityChanged(listing.qtyAvailable), {
            reason: 'STALE_QUANTITY',
          });
        }
        if (quantity > listing.qtyAvailable) {
          await licences.assertMaySell(listing.crabberId, listing.species);
          await seasons.assertInSeason(listing.species, listing.prep);
          await harvestAreas.assertAreaOpen(listing.harvestAreaCode);
        }
        const sold = await repo.soldQuantityOf(id);
        await assertWithinLimits(
          repo,
          await profileOf(user),
          { id, species: listing.species, unitType: listing.unitType, quantity: quantity + sold },
          now(),
          { species: listing.species, unitType: listing.unitType, quantity: listing.qtyAvailable + sold },
        );
        await repo.update(id, { qtyAvailable: quantity });
        // Buyers waiting on this listing come first; standing orders then fill from what is left.
        await repo.offerToWaitlist(id, now());
        return quantity > listing.qtyAvailable ? stocked(id) : null;
      });
      await tell?.();
      return dtoOf(id);
    },

    async remove(user: SellerUser, id: string): Promise<{ id: string }> {
      await ownListing(user, id);
      await repo.delete(id);
      return { id };
    },
  };
}
export type ListingsService = ReturnType<typeof createListingsService>;
