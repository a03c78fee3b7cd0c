/**
 * Waiting for a seller's species when nothing of it is on sale (docs/product/waitlist.md): a buyer
 * joins on the storefront; when the seller lists that species (or re-activates a listing of it),
 * the line becomes the listing's line (waitlist-holds.ts) and its stock is held for the first in
 * line as any returned stock is. One place per buyer per seller and species, at most
 * MAX_SPECIES_WAITLIST_PLACES per buyer.
 */
import { sellerMessages } from '../../../shared/messages/seller';
import { waitlistMessages } from '../../../shared/messages/waitlist';
import { MAX_SPECIES_WAITLIST_PLACES, speciesToWaitFor } from '../../../shared/species-waitlist';
import { isAdmin, isSeller } from '../../../shared/users';
import type {
  SellerSpeciesWaitlistDto,
  SpeciesWaitlistEntryDto,
  SpeciesWaitlistStatusDto,
} from '../../../shared/waitlist.schema';
import { speciesWaitlistJoinInput, speciesWaitlistLeaveInput } from '../../../shared/waitlist.schema';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validation';
import type { SignedInUser } from '../auth/access';
import type { SpeciesWaitlistRepo } from './species-waitlist.repo';

type PlaceRow = NonNullable<Awaited<ReturnType<SpeciesWaitlistRepo['entryOf']>>>;

export function createSpeciesWaitlistService({
  repo,
  now = () => new Date(),
}: {
  repo: SpeciesWaitlistRepo;
  now?: () => Date;
}) {
  async function toDto({ entry, sellerName }: PlaceRow): Promise<SpeciesWaitlistEntryDto> {
    return {
      kind: 'species',
      crabberId: entry.crabberId,
      species: entry.species,
      sellerName,
      qty: entry.qty,
      place: (await repo.waitingAhead(entry)) + 1,
      joinedAt: entry.createdAt.toISOString(),
    };
  }

  async function placeOf(crabberId: string, species: string, buyerId: string) {
    const row = await repo.entryOf(crabberId, species, buyerId);
    return row ? toDto(row) : null;
  }

  /** A seller without a storefront is not found, as their storefront is not. */
  async function listedSeller(crabberId: string) {
    const seller = await repo.storefrontSeller(crabberId);
    if (!seller) throw new AppError('NOT_FOUND', sellerMessages.notFound);
    return seller;
  }

  return {
    /** The storefront's species with nothing on sale, each with the caller's place. */
    async forSeller(buyerId: string, crabberId: string): Promise<SellerSpeciesWaitlistDto> {
      await listedSeller(crabberId);
      const { listed, onSale } = await repo.speciesOf(crabberId, now());
      const species = await Promise.all(
        speciesToWaitFor(listed, onSale).map(async (name) => ({
          species: name,
          entry: await placeOf(crabberId, name, buyerId),
        })),
      );
      return { species };
    },

    /** 201 with the new place, or the place the buyer already had (never a second one). */
    async join(buyer: SignedInUser, crabberId: string, body: unknown): Promise<SpeciesWaitlistStatusDto> {
      const seller = await listedSeller(crabberId);
      // Buyers only, as for standing orders: a seller waits for no one's next catch, their own least.
      if (buyer.crabberProfile?.id === seller.id) {
        throw new AppError('FORBIDDEN', waitlistMessages.ownCatch);
      }
      if (isSeller(buyer) || isAdmin(buyer)) throw new AppError('FORBIDDEN', waitlistMessages.buyersOnly);
      const { species, qty } = parseInput(speciesWaitlistJoinInput, body);
      // The checks and the insert commit together: a posting that would take the line, or another
      // join by this buyer that would pass the limit, waits until this one is in.
      await repo.inTransaction(async () => {
        await repo.holdSellerAndBuyer(seller.id, buyer.id);
        if (await repo.entryOf(seller.id, species, buyer.id)) return;
        const { listed, onSale } = await repo.speciesOf(seller.id, now());
        if (!listed.includes(species)) {
          throw new AppError('CONFLICT', waitlistMessages.speciesNeverListed(species), {
            reason: 'SPECIES_NEVER_LISTED',
          });
        }
        if (onSale.includes(species)) {
          throw new AppError('CONFLICT', waitlistMessages.speciesOnSale(species), {
            reason: 'SPECIES_ON_SALE',
          });
        }
        if ((await repo.placesOf(buyer.id)) >= MAX_SPECIES_WAITLIST_PLACES) {
          throw new AppError('CONFLICT', waitlistMessages.tooManySpecies(MAX_SPECIES_WAITLIST_PLACES), {
            reason: 'TOO_MANY_PLACES',
          });
        }
        // Stamped by the real clock (the column's default): the line is the order people joined in.
        await repo.insert({ crabberId: seller.id, species, buyerId: buyer.id, qty });
      });
      return { entry: await placeOf(seller.id, species, buyer.id) };
    },

    async leave(buyerId: string, crabberId: string, query: unknown): Promise<SpeciesWaitlistStatusDto> {
      const { species } = parseInput(speciesWaitlistLeaveInput, query);
      if (!(await repo.remove(crabberId, species, buyerId))) {
        throw new AppError('NOT_FOUND', waitlistMessages.notInSpeciesLine);
      }
      return { entry: null };
    },

    async mine(buyerId: string): Promise<SpeciesWaitlistEntryDto[]> {
      return Promise.all((await repo.mine(buyerId)).map(toDto));
    },
  };
}
export type SpeciesWaitlistService = ReturnType<typeof createSpeciesWaitlistService>;
