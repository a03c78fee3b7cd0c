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

/** Whole days from one Bay date ('YYYY-MM-DD') to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The reminders before an expiry: each is sent once, the nearer one taking over inside its window. */
export const licenceReminderDays = { thirty: 30, seven: 7 } as const;

/** An expiry date in plain words, e.g. '31 March 2027'. */
export function licenceDateText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A licence runs through its expiry date ('YYYY-MM-DD', the Bay's clock) inclusive. */
export function licenceRunsOn(expiresOn: string, today: string): boolean {
  return expiresOn >= today;
}

export const licenceMessages = {
  notFound: 'Licence not found',
  lapsed: (type: LicenceType) =>
    `Your ${licenceLabels[type].toLowerCase()} has expired. Renew it on your dashboard to post or restock this catch.`,
  expiringTitle: (type: LicenceType, days: number) =>
    days === 0
      ? `Your ${licenceLabels[type].toLowerCase()} expires today`
      : `Your ${licenceLabels[type].toLowerCase()} expires in ${days} day${days === 1 ? '' : 's'}`,
  expiring: (type: LicenceType, number: string, expiresOn: string) =>
    `Your ${licenceLabels[type].toLowerCase()} ${number} runs until ${licenceDateText(expiresOn)}. Renew it and enter the new expiry date under Licences on your dashboard; once it has expired, the listings that need it leave the marketplace until an admin has checked the renewal.`,
} as const;
