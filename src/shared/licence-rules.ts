/**
 * Which licence a listing needs and when a licence counts (docs/product/traceability.md). A seller
 * who has recorded a licence of the type a listing needs may post and restock it while one of them
 * runs; once every one of that type has expired, posting and restocking are refused naming it.
 */
import type { licenceTypes } from './traceability-kinds';

export type LicenceType = (typeof licenceTypes)[number];

export const licenceLabels: Record<LicenceType, string> = {
  commercial_crab: 'Commercial crab licence',
  oyster_harvester: 'Oyster harvester licence',
  clam_harvester: 'Clam harvester licence',
  commercial_fishing: 'Commercial fishing licence',
  seafood_dealer: 'Seafood dealer licence',
};

/** The licence each listed species needs (Maryland DNR tidal fish licences); "Other" needs none. */
const licenceBySpecies: Record<string, LicenceType> = {
  'Blue Crab': 'commercial_crab',
  Oysters: 'oyster_harvester',
  Clams: 'clam_harvester',
  'Striped Bass': 'commercial_fishing',
  'White Perch': 'commercial_fishing',
};

export function licenceNeededFor(species: string): LicenceType | null {
  return licenceBySpecies[species] ?? null;
}

/** A licence runs through its expiry date ('YYYY-MM-DD', the Bay's clock) inclusive. */
export function licenceRunsOn(expiresOn: string, today: string): boolean {
  return expiresOn >= today;
}

export const licenceMessages = {
  notFound: 'Licence not found',
  lapsed: (type: LicenceType) =>
    `Your ${licenceLabels[type].toLowerCase()} has expired. Renew it on your dashboard to post or restock this catch.`,
} as const;
