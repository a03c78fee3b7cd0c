/**
 * The Bay's shellfish harvest areas (docs/product/traceability.md, Harvest areas and closures):
 * seeded into `harvest_areas` when that table is empty, then kept as data. Codes and names are
 * Maryland DNR's oyster harvest reporting areas ("NOAA codes"), as listed in DNR's Oyster
 * Management Review 2010-2015, Appendix B (Characterization of Individual NOAA Codes). MDE's
 * shellfish-water closures are announced for these waters by name.
 */
import type { harvestAreaKinds } from './traceability-kinds';

export interface HarvestArea {
  code: string;
  name: string;
  kind: (typeof harvestAreaKinds)[number];
}

const shellfish = (code: string, name: string): HarvestArea => ({ code, name, kind: 'shellfish' });

export const seedHarvestAreas: readonly HarvestArea[] = [
  shellfish('005', 'Big Annemessex River'),
  shellfish('025', 'Chesapeake Bay Upper'),
  shellfish('027', 'Chesapeake Bay Lower Middle'),
  shellfish('039', 'Eastern Bay'),
  shellfish('043', 'Fishing Bay'),
  shellfish('047', 'Honga River'),
  shellfish('053', 'Little Choptank River'),
  shellfish('055', 'Magothy River'),
  shellfish('057', 'Manokin River'),
  shellfish('060', 'Miles River'),
  shellfish('062', 'Nanticoke River'),
  shellfish('078', "St. Mary's River"),
  shellfish('086', 'Smith Creek'),
  shellfish('096', 'Wicomico River (East)'),
  shellfish('098', 'Monie Bay'),
  shellfish('127', 'Upper Middle Chesapeake Bay'),
  shellfish('129', 'Lower East Chesapeake Bay'),
  shellfish('137', 'Choptank River Lower'),
  shellfish('174', 'St. Clements and Breton Bay'),
  shellfish('229', 'Lower West Chesapeake Bay'),
  shellfish('231', 'Chester River Middle'),
  shellfish('237', 'Choptank River Middle'),
  shellfish('268', 'Patuxent River Middle'),
];

const areaSpecies: readonly string[] = ['Oysters', 'Clams', 'Scallops'];
const areaCategories: readonly string[] = ['oysters', 'clams', 'scallops'];

/** Oysters, clams and scallops come from a harvest area the state can close; other catches do not. */
export function needsHarvestArea(listing: { species: string; category: string }): boolean {
  return areaSpecies.includes(listing.species) || areaCategories.includes(listing.category);
}

export interface ClosureTimes {
  startsAt: Date;
  endsAt: Date | null;
  reopenedAt: Date | null;
}

/** A closure is in force from its start until its end (exclusive) or its reopening, whichever comes first. */
export function closureInForce(closure: ClosureTimes, at: Date): boolean {
  if (closure.reopenedAt !== null && closure.reopenedAt.getTime() <= at.getTime()) return false;
  if (closure.startsAt.getTime() > at.getTime()) return false;
  return closure.endsAt === null || at.getTime() < closure.endsAt.getTime();
}

/** An area's label as people read it: its code and name. */
export const areaLabel = (area: Pick<HarvestArea, 'code' | 'name'>) => `${area.name} (${area.code})`;

export const harvestAreaMessages = {
  required: 'Choose the harvest area the shellfish came from',
  unknown: (code: string) => `Unknown harvest area "${code}": choose one from the list of harvest areas`,
  notShellfish: 'Only oysters, clams and scallops carry a harvest area',
  closed: (label: string, reason: string) => `Harvest area ${label} is closed by the state: ${reason}`,
  orderNotice: (label: string, reason: string) =>
    `Harvest area ${label} is closed by the state: ${reason}. Shellfish from it may not be sold or eaten until it reopens; the seller will be in touch about your order.`,
  closedTitle: (name: string) => `Harvest area closed: ${name}`,
  closedMessage: (label: string, reason: string, order: string) =>
    `Harvest area ${label} is closed by the state: ${reason}. Your open order ${order} has shellfish from it.`,
  closureNotFound: 'That closure does not exist or has already ended',
  areaNotFound: 'That harvest area does not exist',
  orderNotFound: 'Order not found',
  endBeforeStart: 'The closure must end after it starts',
} as const;
