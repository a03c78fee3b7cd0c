/**
 * A seller's own listings: the post form, the Edit Listing dialog and the inventory quantity
 * (docs/product/sellers.md). The forms offer the product's option lists; the server also accepts the
 * values stored listings already carry (shucked oysters, scallops, fish sizes) so editing an
 * existing listing never fails on a value the seller did not touch.
 */
import { z } from 'zod';
import { parseWindowEnd } from './availability';
import { pickupWindow } from './availability.schema';
import { categories, editUnitTypes, listingSpecies, storedPreps, storedSizeMixes } from './catch-options';
import { harvestAreaCodeInput } from './harvest-areas.schema';
import { moneyInput } from './money.schema';
import { shellfishTagInput } from './shellfish-tag.schema';
import { listingPricings } from './weighed-lines';
import { estimatedLbPerUnitInput } from './weight.schema';

export const MAX_PHOTOS = 4;
export const MAX_QUANTITY = 100_000;
export const MAX_PRICE_CENTS = 100_000_00;
/** Fresh seafood: a listing runs at most two weeks. */
export const MAX_LISTING_DAYS = 14;
export const DEFAULT_LISTING_HOURS = 48;

/** Post form defaults (docs/product/sellers.md). */
export const postFormDefaults = {
  title: '',
  description: '',
  species: 'Blue Crab',
  prep: 'live',
  sizeMix: '#1',
  unitType: 'dozen',
  unitPrice: '85',
  qtyAvailable: 12,
  isActive: true,
} as const;

export const storedSpecies = [...listingSpecies, 'Scallops', 'Soft Shell'] as const;
export const storedUnitTypes = editUnitTypes;

/** Where the marketplace files a listing when the form does not say. */
export function categoryFor(species: string, sizeMix: string): (typeof categories)[number] {
  if (sizeMix === 'soft-shell' || species === 'Soft Shell') return 'soft-shell';
  switch (species) {
    case 'Striped Bass':
    case 'White Perch':
      return 'fish';
    case 'Oysters':
      return 'oysters';
    case 'Clams':
      return 'clams';
    case 'Scallops':
      return 'scallops';
    default:
      return 'crabs';
  }
}

/**
 * A photo is one of ours: an upload in the seller's own folder of the store, or one of the
 * illustrations the client ships (demo listings). Anything else would be blocked by the CSP anyway.
 */
export const PHOTO_UPLOAD_PATH = /^\/uploads\/photos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;
/** The illustrations in src/client/public/images/catches: a name not among them would be a 404. */
export const CATCH_ILLUSTRATIONS = [
  'blue-crab-live',
  'blue-crab-steamed',
  'clams',
  'mixed-catch',
  'oysters',
  'scallops',
  'soft-shell-crab',
  'striped-bass',
  'white-perch',
] as const;
export type CatchIllustration = (typeof CATCH_ILLUSTRATIONS)[number];
const illustrationPaths: ReadonlySet<string> = new Set(
  CATCH_ILLUSTRATIONS.map((name) => `/images/catches/${name}.svg`),
);
export const isIllustration = (url: string): boolean => illustrationPaths.has(url);

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be less than 120 characters');
const description = z.preprocess(
  blankToNull,
  z.string().trim().max(2000, 'Description must be less than 2000 characters').nullable().optional(),
);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Choose a ${what}: ${values.join(', ')}` });

const unitPrice = moneyInput.pipe(
  z
    .number()
    .min(1, 'Price must be more than $0.00')
    .max(MAX_PRICE_CENTS, `Price must be at most $${MAX_PRICE_CENTS / 100}`),
);
const quantity = (min: number) =>
  z.coerce
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(min, `Quantity must be at least ${min}`)
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`);

const photos = z
  .array(
    z.string().refine((value) => PHOTO_UPLOAD_PATH.test(value) || isIllustration(value), {
      message: 'Photos must be images uploaded to BayCatch',
    }),
  )
  .max(MAX_PHOTOS, `Add at most ${MAX_PHOTOS} photos`);

const windows = z
  .array(pickupWindow)
  .max(14, 'Use at most 14 pickup windows')
  .refine(
    (list) => list.every((window) => parseWindowEnd(window.start) && parseWindowEnd(window.end)),
    "Pickup windows must read like 'Saturday 07:00'",
  );

const isoDate = (what: string) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .date({ error: `Enter the ${what} as a date` })
      .refine((date) => !Number.isNaN(date.getTime()), `Enter the ${what} as a date`),
  );

const tags = z
  .array(z.string().trim().min(1).max(30, 'Tags must be less than 30 characters'))
  .max(10, 'Use at most 10 tags');

const crabberId = z.string().max(100).optional();

const pricing = z.enum(listingPricings, { error: "Choose the pricing: 'unit' or 'per_lb'" });
const estimatedLbPerUnit = estimatedLbPerUnitInput.nullable().optional();

/** A per-pound listing states one piece's weight; a unit listing states none (docs/product/payments.md). */
function checkWeights(data: { pricing?: string; estimatedLbPerUnit?: unknown }, ctx: z.RefinementCtx): void {
  if (data.pricing === 'per_lb' && !data.estimatedLbPerUnit)
    ctx.addIssue({
      code: 'custom',
      path: ['estimatedLbPerUnit'],
      message: 'A per-pound listing needs the estimated weight of one piece',
    });
  if (data.pricing === 'unit' && data.estimatedLbPerUnit)
    ctx.addIssue({
      code: 'custom',
      path: ['estimatedLbPerUnit'],
      message: 'A listing priced per unit has no weight',
    });
}

/** POST /api/catches: the post form's fields plus photos, crabberId and pickup windows. */
export const createListingInput = z
  .object({
    crabberId,
    title,
    description,
    category: oneOf(categories, 'category').optional(),
    species: oneOf(storedSpecies, 'species').default('Blue Crab'),
    variety: z.preprocess(blankToNull, z.string().trim().max(80).nullable().optional()),
    prep: oneOf(storedPreps, 'preparation'),
    sizeMix: oneOf(storedSizeMixes, 'size'),
    unitType: oneOf(storedUnitTypes, 'unit'),
    unitPrice,
    qtyAvailable: quantity(0),
    harvestDate: isoDate('harvest date').nullable().optional(),
    harvestLocation: z.preprocess(blankToNull, z.string().trim().max(200).nullable().optional()),
    photos: photos.default([]),
    tags: tags.default([]),
    pickupWindows: windows.optional(),
    /** Absent: the listing runs DEFAULT_LISTING_HOURS. The service checks it lies ahead. */
    expiresAt: isoDate('expiry').optional(),
    isActive: z.boolean().default(true),
    /** 'per_lb': `unitPrice` is the price per pound and `estimatedLbPerUnit` one piece's weight. */
    pricing: pricing.default('unit'),
    estimatedLbPerUnit,
    /** Oysters and clams in the shell (isShellfishInShell): required; refused on anything else. */
    shellfishTag: shellfishTagInput.nullable().optional(),
    /** Oysters, clams and scallops (needsHarvestArea): required, one of GET /api/harvest-areas; refused on anything else. */
    harvestAreaCode: harvestAreaCodeInput,
  })
  .superRefine(checkWeights);
export type CreateListingInput = z.input<typeof createListingInput>;
export type CreateListing = z.output<typeof createListingInput>;

/** PATCH /api/catches/{id}: the Edit Listing dialog; quantity is at least 1 there (docs/product/sellers.md). */
export const updateListingData = z
  .object({
    crabberId,
    title: title.optional(),
    description,
    category: oneOf(categories, 'category').optional(),
    species: oneOf(storedSpecies, 'species').optional(),
    variety: z.preprocess(blankToNull, z.string().trim().max(80).nullable().optional()),
    prep: oneOf(storedPreps, 'preparation').optional(),
    sizeMix: oneOf(storedSizeMixes, 'size').optional(),
    unitType: oneOf(storedUnitTypes, 'unit').optional(),
    unitPrice: unitPrice.optional(),
    qtyAvailable: quantity(1).optional(),
    harvestDate: isoDate('harvest date').nullable().optional(),
    harvestLocation: z.preprocess(blankToNull, z.string().trim().max(200).nullable().optional()),
    photos: photos.optional(),
    tags: tags.optional(),
    pickupWindows: windows.optional(),
    expiresAt: isoDate('expiry').optional(),
    isActive: z.boolean().optional(),
    pricing: pricing.optional(),
    estimatedLbPerUnit,
    shellfishTag: shellfishTagInput.nullable().optional(),
    harvestAreaCode: harvestAreaCodeInput,
  })
  .superRefine(checkWeights)
  .refine((data) => Object.entries(data).some(([key, value]) => key !== 'crabberId' && value !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateListing = z.output<typeof updateListingData>;
export const updateListingInput = z.object({ id: z.string().max(100), data: updateListingData });

/**
 * PATCH /api/catches/{id}/quantity from the inventory input (minimum 0). `expectedQuantity` is the
 * figure the seller was looking at: when orders changed it meanwhile, the write is refused (409)
 * instead of bringing sold units back to life. Without it the write applies as the spec has it.
 */
export const quantityData = z.object({ quantity: quantity(0), expectedQuantity: quantity(0).optional() });
export const setQuantityInput = quantityData.extend({ id: z.string().max(100) });
export const listingIdInput = z.object({ id: z.string().max(100) });

/** The inventory and post-form quantity fields: a non-number becomes the fallback (docs/product/sellers.md). */
export function quantityFromField(value: string, fallback: number, min: number): number {
  const parsed = Number.parseInt(value, 10);
  if (Number.isNaN(parsed)) return fallback;
  return Math.min(MAX_QUANTITY, Math.max(min, parsed));
}
