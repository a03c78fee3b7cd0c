/**
 * Waiting for a species a seller has nothing on sale of (docs/product/waitlist.md): which of their
 * species a buyer may wait for, and how many such places one buyer holds at once.
 */
import { storedSpecies } from './listing.schema';

/** The most species places one buyer holds at once, across every seller. */
export const MAX_SPECIES_WAITLIST_PLACES = 20;

const order: readonly string[] = storedSpecies;
const rank = (species: string) => {
  const at = order.indexOf(species);
  return at === -1 ? order.length : at;
};

/**
 * The species a buyer may wait for on a storefront: what the seller has listed before (any state)
 * and has nothing of on sale now, in the post form's order. A species on sale has its listing's
 * cart or its own waitlist instead.
 */
export function speciesToWaitFor(listed: readonly string[], onSale: readonly string[]): string[] {
  const selling = new Set(onSale);
  return [...new Set(listed)]
    .filter((species) => !selling.has(species))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
