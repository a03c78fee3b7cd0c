/**
 * The waitlist on the wire (docs/product/waitlist.md): joining the line for a sold-out listing or
 * for a species a seller has nothing on sale of, and the buyer's places with any hold and when it
 * ends.
 */
import { z } from 'zod';
import { storedSpecies } from './listing.schema';
import { waitlistMessages } from './messages/waitlist';
import { instant } from './wire-formats';

/** Units held for the first in line this long (WAITLIST_HOLD_MINUTES), then offered to the next. */
export const DEFAULT_WAITLIST_HOLD_MINUTES = 30;
export const WAITLIST_MAX_QTY = 99;

export const waitlistJoinInput = z
  .strictObject({
    qty: z
      .number({ error: waitlistMessages.qty })
      .int(waitlistMessages.qty)
      .min(1, waitlistMessages.qty)
      .max(WAITLIST_MAX_QTY, waitlistMessages.qty)
      .default(1)
      .meta({ description: 'How many units the buyer wants when some come back; 1 when left out' }),
  })
  .meta({ id: 'WaitlistJoin' });

const knownSpecies: readonly string[] = storedSpecies;
/** A string, not an enum, so the species places read back (strings, as listings store them) go straight in. */
const speciesField = z
  .string({ error: waitlistMessages.species(storedSpecies) })
  .refine((species) => knownSpecies.includes(species), waitlistMessages.species(storedSpecies))
  .meta({
    description: `One of the seller's species, as their listings name it: ${storedSpecies.join(', ')}`,
  });

/** Joining the line for a species of one seller (the seller is in the path). */
export const speciesWaitlistJoinInput = waitlistJoinInput
  .extend({ species: speciesField })
  .meta({ id: 'SpeciesWaitlistJoin' });

/** Leaving it: the species, as a query parameter. */
export const speciesWaitlistLeaveInput = z.strictObject({ species: speciesField });

/** Fields every place has, whichever line it is in. */
const placeFields = {
  crabberId: z.string().meta({ description: 'The seller' }),
  species: z.string(),
  sellerName: z.string(),
  qty: z.number().int().meta({ description: 'How many units the buyer wants' }),
  joinedAt: instant,
};

export const waitlistEntryDto = z
  .object({
    ...placeFields,
    kind: z.literal('listing').meta({ description: 'A place in the line for one listing' }),
    catchId: z.string(),
    title: z.string(),
    unitType: z.string(),
    place: z.number().int().meta({ description: 'Place in line, 1 for the first; 0 while holding' }),
    heldQty: z.number().int().meta({ description: 'Units held for the buyer now, 0 while waiting' }),
    holdExpiresAt: instant.nullable().meta({ description: 'When the hold passes to the next in line' }),
  })
  .meta({ id: 'WaitlistEntry', description: "A buyer's place in the line for one listing" });
export type WaitlistEntryDto = z.infer<typeof waitlistEntryDto>;

export const waitlistStatusDto = z
  .object({ entry: waitlistEntryDto.nullable() })
  .meta({ id: 'WaitlistStatus', description: "The caller's place in a listing's line, if any" });
export type WaitlistStatusDto = z.infer<typeof waitlistStatusDto>;

export const speciesWaitlistEntryDto = z
  .object({
    ...placeFields,
    kind: z.literal('species').meta({ description: 'A place in the line for a species of one seller' }),
    place: z.number().int().meta({ description: 'Place in line, 1 for the first' }),
  })
  .meta({
    id: 'SpeciesWaitlistEntry',
    description:
      "A buyer's place in the line for a species the seller has nothing on sale of; when they list it, the place moves into that listing's line",
  });
export type SpeciesWaitlistEntryDto = z.infer<typeof speciesWaitlistEntryDto>;

/** One of the buyer's places: in a listing's line or in a seller's species line. */
export const waitlistPlaceDto = z
  .discriminatedUnion('kind', [waitlistEntryDto, speciesWaitlistEntryDto])
  .meta({ id: 'WaitlistPlace' });
export type WaitlistPlaceDto = z.infer<typeof waitlistPlaceDto>;

export const speciesWaitlistStatusDto = z.object({ entry: speciesWaitlistEntryDto.nullable() }).meta({
  id: 'SpeciesWaitlistStatus',
  description: "The caller's place in a seller's species line, if any",
});
export type SpeciesWaitlistStatusDto = z.infer<typeof speciesWaitlistStatusDto>;

export const sellerSpeciesWaitlistDto = z
  .object({
    species: z.array(z.object({ species: z.string(), entry: speciesWaitlistEntryDto.nullable() })),
  })
  .meta({
    id: 'SellerSpeciesWaitlist',
    description:
      "The seller's species with nothing on sale now (listed before, in any state), each with the caller's place",
  });
export type SellerSpeciesWaitlistDto = z.infer<typeof sellerSpeciesWaitlistDto>;
