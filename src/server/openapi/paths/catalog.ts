import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { catchDto } from '../../../shared/catch.dto';
import { catalogFilterQuery, catalogListQuery } from '../../../shared/catch.schema';
import { filterSpecies, storedPreps, storedSizeMixes } from '../../../shared/catch-options';
import { idParam, jsonAnswer, operation } from '../operation';
import { listingCollectionOperations, listingItemOperations } from './listings';

const tag = 'Catalog';

/**
 * Empty, `all` and `any` (any case, spaces around) mean "no filter". The shared schema reads its
 * filters with code (species aliases, case folding, dollars to cents) that JSON Schema cannot say,
 * so the filter parameters below state the values the server accepts, each with "no filter" beside it.
 */
const noFilter = z.string().regex(/^\s*([aA][lL][lL]|[aA][nN][yY])?\s*$/);
const filters = catalogFilterQuery.shape;
const paging = catalogListQuery.def.right.shape;
const price = z
  .union([z.string().regex(/^\s*\d{1,8}(\.\d{1,2})?\s*$/), noFilter])
  .optional()
  .meta({ description: 'Dollars, e.g. 25 or 25.50; at most 100000' });

/** catalogListQuery is the intersection of the filters and the paging; parameters need one object. */
const catalogListParams = z.object({
  ...filters,
  ...paging,
  species: z
    .union([z.enum(filterSpecies), noFilter])
    .optional()
    .meta({
      description:
        'Case, spaces and dashes do not matter; crabs, rockfish, softshell and similar words work too',
    }),
  prep: z
    .union([z.enum(storedPreps), noFilter])
    .optional()
    .meta({ description: 'Any case' }),
  sizeMix: z
    .union([z.enum(storedSizeMixes), noFilter])
    .optional()
    .meta({ description: 'Any case' }),
  minPrice: price,
  maxPrice: price,
  lat: z.union([filters.lat, noFilter]).meta({ description: 'With `lng`: search from here' }),
  lng: z.union([filters.lng, noFilter]),
  distance: z
    .union([filters.distance, noFilter])
    .meta({ description: 'Miles from the searched location; ignored without one' }),
  pickupDate: z.union([z.iso.date(), noFilter]).optional().meta({
    description:
      "Catches with an open dated pickup that day (YYYY-MM-DD, the dock's calendar): it ends before the catch expires, is before the seller's cut-off, has room and is not a day the seller closed. Only the next two weeks have pickups.",
  }),
  sort: z.union([filters.sort, z.literal('')]).meta({ description: 'Newest first when left out or empty' }),
  crabberId: z
    .union([z.guid(), noFilter])
    .optional()
    .meta({ description: "One seller's catches (their storefront): the seller's id, as in `crabber.id`" }),
  limit: z
    .union([paging.limit, noFilter])
    .meta({ description: 'A page of this many; every match without it' }),
  offset: z.union([paging.offset, noFilter]),
});

export const catalogPaths: ZodOpenApiPathsObject = {
  '/api/catches': {
    get: operation({
      tag,
      summary: 'Browse catches',
      description:
        'Every visible catch matching the filters (active, unexpired, in stock), or one page of them when `limit` is given. Empty, `all` and `any` mean no filter. A parameter given twice is refused.',
      caller: 'anyone',
      params: { query: catalogListParams },
      answers: {
        200: {
          ...jsonAnswer(z.array(catchDto), 'The matching catches'),
          headers: z.object({
            'X-Total-Count': z
              .string()
              .regex(/^\d+$/)
              .optional()
              .meta({ description: 'How many match in all; sent when `limit` asked for a page' }),
          }),
        },
      },
      errors: [400],
    }),
    ...listingCollectionOperations,
  },
  '/api/catches/promoted': {
    get: operation({
      tag,
      summary: 'Featured catches',
      description: 'Catches whose paid promotion is running, at most six.',
      caller: 'anyone',
      answers: { 200: jsonAnswer(z.array(catchDto), 'The featured catches') },
    }),
  },
  '/api/catches/{id}': {
    get: operation({
      tag,
      summary: 'One catch',
      description:
        'With its dated pickups. Buyers see a catch while it is active and unexpired (out of stock included); its seller and admins always do. Anything else is 404.',
      caller: 'anyone',
      params: { path: idParam },
      answers: { 200: jsonAnswer(catchDto, 'The catch') },
      errors: [404],
    }),
    ...listingItemOperations,
  },
};
