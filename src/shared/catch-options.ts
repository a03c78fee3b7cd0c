/** Option lists (docs/product/sellers.md, docs/product/catalog.md), shared by forms, filters, the seed and server validation. */
export const listingSpecies = [
  'Blue Crab',
  'Striped Bass',
  'White Perch',
  'Oysters',
  'Clams',
  'Other',
] as const;
export const filterSpecies = [
  'all',
  'Blue Crab',
  'Fish',
  'Oysters',
  'Clams',
  'Scallops',
  'Soft Shell',
] as const;

export const postSizeMixes = ['jumbo', '#1', '#2', 'small', 'mixed', 'sooks', 'soft-shell'] as const;
export const postPreps = ['live', 'steamed'] as const;
export const editPreps = ['live', 'steamed', 'cleaned', 'whole', 'filleted'] as const;
export const postUnitTypes = ['dozen', 'half-bushel', 'bushel', 'lb'] as const;
export const editUnitTypes = ['dozen', 'lb', 'piece', 'bushel', 'half-bushel'] as const;

/** Every prep and size a stored listing may carry: the form options plus the other species' grades. */
export const storedPreps = [...editPreps, 'shucked', 'frozen'] as const;
export const storedSizeMixes = [
  ...postSizeMixes,
  'trophy',
  'large',
  'medium',
  'keeper',
  'counts',
  'standards',
  'selects',
  'littlenecks',
  'cherrystones',
  'chowders',
  'steamers',
] as const;

export type StoredPrep = (typeof storedPreps)[number];

/** How a listing's preparation reads on its badge (docs/product/catalog.md). */
export const prepLabels: Record<StoredPrep, string> = {
  live: 'Live',
  steamed: 'Steamed',
  cleaned: 'Cleaned',
  whole: 'Whole',
  filleted: 'Filleted',
  shucked: 'Shucked',
  frozen: 'Frozen',
};

/** A stored prep's label; anything unknown reads as itself, capitalised, never as another prep. */
export function prepLabelOf(prep: string): string {
  return prepLabels[prep as StoredPrep] ?? prep.charAt(0).toUpperCase() + prep.slice(1);
}

export const categories = ['crabs', 'fish', 'oysters', 'clams', 'scallops', 'soft-shell'] as const;
