/**
 * Listings on the wire. `CatchDto` is the one shape every read of a listing returns (catalog,
 * seller listings, cart and order views may embed it); the catalog query schema validates the
 * marketplace filters for the tRPC procedures and the REST mirror alike.
 */
import { z } from 'zod';
import { catalogSorts, MARKETPLACE_PAGE_SIZE, normalizeSpeciesFilter } from './catalog-filters';
import type { CatchDto, CatchSellerDto } from './catch.dto';
import { storedPreps, storedSizeMixes } from './catch-options';
import { decimalToCents } from './money';
import { weekdayOfDate } from './pickup-schedule';
import type { PlaceDto } from './place.dto';

export type { CatchDto, CatchSellerDto, PlaceDto };

/** One page of the marketplace, with the total for paging and the place distances came from. */
export interface CatalogPageDto {
  items: CatchDto[];
  total: number;
  /** The searched location as the geocoder read it; null when there was none or it was not found. */
  origin: PlaceDto | null;
}

/** A seller's pickup spot on the map with the matching listings found there. */
export interface MapMarkerDto {
  crabberId: string;
  displayName: string;
  pickupLocationAddress: string | null;
  lat: number;
  lng: number;
  listingCount: number;
  listings: { id: string; title: string; unitPrice: string; unitType: string }[];
}

export const MAX_PRICE_DOLLARS = 100_000;
export const MAX_DISTANCE_MILES = 500;
export const MAX_PAGE_LIMIT = 100;
export const MAX_OFFSET = 100_000;

const knownPreps: readonly string[] = storedPreps;
const knownSizes: readonly string[] = storedSizeMixes;

/** Empty, 'all' and 'any' mean "no filter" (docs/product/catalog.md). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && ['', 'all', 'any'].includes(value.trim().toLowerCase()) ? undefined : value;
const scalar = z.union([z.string(), z.number()], { error: 'Give a single value' });
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Use at most ${max} characters`).optional());

const price = z.preprocess(
  blankToUndefined,
  scalar
    .transform((value, ctx) => {
      const cents = decimalToCents(String(value));
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter a price in dollars, like 25 or 25.50' });
        return z.NEVER;
      }
      if (cents > MAX_PRICE_DOLLARS * 100) {
        ctx.addIssue({ code: 'custom', message: `Enter a price of at most $${MAX_PRICE_DOLLARS}` });
        return z.NEVER;
      }
      return cents;
    })
    .optional(),
);

const coordinate = (limit: number, name: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `Enter the ${name} as a number` })
      .min(-limit, `Enter a ${name} between -${limit} and ${limit}`)
      .max(limit, `Enter a ${name} between -${limit} and ${limit}`)
      .optional(),
  );

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter ${name} as a whole number` })
    .int(`Enter ${name} as a whole number`)
    .min(min, `Enter ${name} of at least ${min}`)
    .max(max, `Enter ${name} of at most ${max}`);

export const catalogFilterQuery = z
  .object({
    species: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(40)
        .transform((value, ctx) => {
          const group = normalizeSpeciesFilter(value);
          if (!group) {
            ctx.addIssue({
              code: 'custom',
              message: 'Choose a species: Blue Crab, Fish, Oysters, Clams, Scallops or Soft Shell',
            });
            return z.NEVER;
          }
          return group;
        })
        .optional(),
    ),
    prep: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((value) => value.trim().toLowerCase())
        .refine((value) => knownPreps.includes(value), `Choose a preparation: ${knownPreps.join(', ')}`)
        .optional(),
    ),
    sizeMix: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((value) => value.trim().toLowerCase())
        .refine((value) => knownSizes.includes(value), 'Choose a size from the list')
        .optional(),
    ),
    minPrice: price,
    maxPrice: price,
    location: optionalText(200),
    lat: coordinate(90, 'latitude'),
    lng: coordinate(180, 'longitude'),
    distance: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Choose a distance in miles: 10, 25 or 50' })
        .positive('Choose a distance in miles: 10, 25 or 50')
        .max(MAX_DISTANCE_MILES, `Choose a distance of at most ${MAX_DISTANCE_MILES} miles`)
        .optional(),
    ),
    pickupDate: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((value) => weekdayOfDate(value) !== null, 'Enter the pickup date as YYYY-MM-DD')
        .optional(),
    ),
    sort: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(catalogSorts, { error: `Sort by one of: ${catalogSorts.join(', ')}` }).default('newest'),
    ),
    q: optionalText(100),
    /** One seller's listings (their storefront): the seller's id, as in a listing's `crabber.id`. */
    crabberId: z.preprocess(blankToUndefined, z.guid('Give the seller as an id').optional()),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'The minimum price is above the maximum' });
    }
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['lat'],
        message: 'Give both latitude and longitude, or neither',
      });
    }
  });

/** Filters as the service reads them: species as its group, prices in cents. */
export type CatalogFilter = z.output<typeof catalogFilterQuery>;

/** The REST list: everything unless `limit` asks for a page (the landing sends ?limit=3). */
export const catalogListQuery = z.intersection(
  catalogFilterQuery,
  z.object({
    limit: z.preprocess(blankToUndefined, wholeNumber('limit', 1, MAX_PAGE_LIMIT).optional()),
    offset: z.preprocess(blankToUndefined, wholeNumber('offset', 0, MAX_OFFSET).default(0)),
  }),
);
export type CatalogListQuery = z.output<typeof catalogListQuery>;

/** The marketplace's page: one page of six unless told otherwise, never the whole list. */
export const catalogPageInput = z.intersection(
  catalogFilterQuery,
  z.object({
    limit: wholeNumber('limit', 1, MAX_PAGE_LIMIT).default(MARKETPLACE_PAGE_SIZE),
    offset: wholeNumber('offset', 0, MAX_OFFSET).default(0),
  }),
);

export const catchIdInput = z.object({ id: z.string().max(100) });
export const placeQueryInput = z.object({ q: z.string().trim().max(120, 'Use at most 120 characters') });
