/**
 * The catalog's query shapes: the filters a request has, the SQL each shape filters and orders by,
 * and the parameters it runs with. Filters use the browse indexes of the schema
 * (src/server/db/schema/catalog.ts); `is_active` is compared with a literal so SQLite can use those
 * partial indexes. What SQLite and PostgreSQL write differently comes from db/dialect.ts; both
 * engines have the distance and pickup-wait functions (sqlite-client.ts and migrations/postgres).
 */
import { type AnyColumn, and, asc, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { CatalogSort, SpeciesGroup } from '../../../shared/catalog-filters';
import { indexedBy, likeOperator, sqlTrue, tieBreaker, timeParam, unindexed } from '../../db/dialect';
import { catches, crabberProfiles, users } from '../../db/tables';

/** Filters in the repository's terms: everything optional, prices in cents, a box around the origin. */
export interface CatalogCriteria {
  now: Date;
  speciesGroup?: SpeciesGroup | undefined;
  prep?: string | undefined;
  sizeMix?: string | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  /** Bit of the pickup weekday (Sunday = 1 ... Saturday = 64). */
  pickupDayBit?: number | undefined;
  /**
   * The dock-local pickup date asked for. The query keeps listings with a window on its weekday
   * (pickupDayBit); the service then keeps those with an open dated pickup that day.
   */
  pickupDate?: string | undefined;
  origin?: { lat: number; lng: number } | undefined;
  /** With an origin: keep sellers within this many miles (box first, exact distance after). */
  within?:
    | { miles: number; box: { minLat: number; maxLat: number; minLng: number; maxLng: number } }
    | undefined;
  text?: string | undefined;
  /** One seller's listings (their storefront). */
  crabberId?: string | undefined;
  /** Minute of the week (Sunday 00:00 = 0) on the docks' clocks, for the pickup-time order. */
  nowMinuteOfWeek: number;
  sort: CatalogSort;
}

export const p = sql.placeholder;
const DISTANCE_FN = 'baycatch_distance_miles';
const PICKUP_WAIT_FN = 'baycatch_pickup_wait';

export const distanceExpr = sql<
  number | null
>`${sql.raw(DISTANCE_FN)}(${crabberProfiles.pickupLocationLat}, ${crabberProfiles.pickupLocationLng}, ${p('originLat')}, ${p('originLng')})`;
const pickupWaitExpr = sql<
  number | null
>`${sql.raw(PICKUP_WAIT_FN)}(${catches.pickupWindows}, ${p('nowMinute')})`;

/** Which parts a query has; one prepared statement per distinct shape. */
export function shapeOf(criteria: CatalogCriteria) {
  return {
    species: criteria.speciesGroup !== undefined,
    prep: criteria.prep !== undefined,
    sizeMix: criteria.sizeMix !== undefined,
    minPrice: criteria.minPriceCents !== undefined,
    maxPrice: criteria.maxPriceCents !== undefined,
    day: criteria.pickupDayBit !== undefined,
    origin: criteria.origin !== undefined,
    within: criteria.within !== undefined && criteria.origin !== undefined,
    text: criteria.text !== undefined,
    crabber: criteria.crabberId !== undefined,
    sort: criteria.sort === 'distance' && !criteria.origin ? 'newest' : criteria.sort,
  };
}
export type Shape = ReturnType<typeof shapeOf>;
export const keyOf = (kind: string, shape: Shape) => `${kind}:${JSON.stringify(shape)}`;

/**
 * What a buyer may see: active, not hidden, unexpired, in stock, from an approved seller whose
 * account is not suspended. The seller rule is written as "not one of the few unlisted sellers"
 * (not approved, or suspended: both read on small partial indexes of the schema, once per query)
 * rather than "one of the many listed ones", which cost a probe into a set of every seller for
 * each listing walked; every listing has a seller and every seller an account (foreign keys), so
 * the two say the same. The unary plus keeps SQLite from driving the search by expiry
 * (catches_listing_idx), which would sort every unexpired row; expiry is instead checked on the
 * browse index entries, which already come in the asked order.
 */
export function buyerVisible(): SQL[] {
  const cp = sql.identifier('cp');
  const u = sql.identifier('u');
  const id = sql.identifier('id');
  return [
    sql`${catches.isActive} = ${sqlTrue}`,
    sql`${catches.hiddenAt} is null`,
    sql`${catches.offSaleReason} is null`,
    sql`${unindexed(catches.expiresAt)} > ${p('now')}`,
    gt(catches.qtyAvailable, 0),
    sql`${catches.crabberId} not in (select ${cp}.${id} from ${crabberProfiles} ${cp} where ${cp}.${sql.identifier('verification_status')} <> 'approved' union all select ${cp}.${id} from ${users} ${u} inner join ${crabberProfiles} ${cp} on ${cp}.${sql.identifier('user_id')} = ${u}.${id} where ${u}.${sql.identifier('suspended_at')} is not null)`,
  ];
}

function whereOf(shape: Shape): SQL {
  const conditions = buyerVisible();
  if (shape.species) conditions.push(eq(catches.speciesGroup, p('species')));
  if (shape.prep) conditions.push(eq(catches.prep, p('prep')));
  if (shape.sizeMix) conditions.push(eq(catches.sizeMix, p('sizeMix')));
  if (shape.crabber) conditions.push(eq(catches.crabberId, p('crabberId')));
  if (shape.minPrice) conditions.push(gte(catches.unitPriceCents, p('minPrice')));
  if (shape.maxPrice) conditions.push(lte(catches.unitPriceCents, p('maxPrice')));
  if (shape.day) conditions.push(sql`(${catches.pickupDays} & ${p('dayBit')}) != 0`);
  if (shape.within) {
    // Sellers in the box (location index), then the exact great-circle distance, then their listings.
    conditions.push(
      sql`${catches.crabberId} in (select ${sql.identifier('id')} from ${crabberProfiles} where ${sql.identifier('pickup_location_lat')} between ${p('minLat')} and ${p('maxLat')} and ${sql.identifier('pickup_location_lng')} between ${p('minLng')} and ${p('maxLng')} and ${sql.raw(DISTANCE_FN)}(${sql.identifier('pickup_location_lat')}, ${sql.identifier('pickup_location_lng')}, ${p('originLat')}, ${p('originLng')}) <= ${p('miles')})`,
    );
  }
  if (shape.text) {
    const like = (column: AnyColumn) => sql`${column} ${likeOperator} ${p('text')} escape '\\'`;
    conditions.push(
      sql`(${like(catches.title)} or ${like(catches.description)} or ${like(catches.species)} or ${like(crabberProfiles.displayName)})`,
    );
  }
  return and(...conditions)!;
}

/**
 * The index each shape runs on. SQLite's planner, without statistics, would rather search
 * catches_listing_idx by is_active and then sort every unexpired row; naming the browse index
 * keeps the first page a short walk down an index already in the asked order.
 */
function indexFor(shape: Shape, purpose: 'list' | 'count' = 'list'): string {
  // One seller's listings (a storefront) are few, and that index keeps them newest first.
  if (shape.within || shape.crabber) return 'catches_crabber_idx';
  // A count has no order to keep: a price bound then narrows the walk on the price index instead.
  const byPrice =
    purpose === 'count'
      ? shape.minPrice || shape.maxPrice
      : shape.sort === 'price-low' || shape.sort === 'price-high';
  if (shape.species) return byPrice ? 'catches_browse_group_price_idx' : 'catches_browse_group_posted_idx';
  return byPrice ? 'catches_browse_price_idx' : 'catches_browse_posted_idx';
}

/** The seller table joins the driving query only when a filter or the order reads it. */
const needsSeller = (shape: Shape) => shape.text || shape.sort === 'distance' || shape.sort === 'top-rated';

/** A seller's average stars from the running sum and count on their profile; null with no reviews. */
const averageRatingExpr = sql<
  number | null
>`(cast(${crabberProfiles.ratingSum} as double precision) / nullif(${crabberProfiles.ratingCount}, 0))`;

/**
 * The filtered, ordered walk over catches on the shape's index, selecting `columns`. Lists wrap
 * it as `<tie-breaker> in (...)` so the few rows of a page are then joined and mapped by Drizzle.
 */
export function drivingQuery(shape: Shape, columns: SQL, purpose: 'list' | 'count' = 'list'): SQL {
  const seller = needsSeller(shape)
    ? sql` inner join ${crabberProfiles} on ${eq(catches.crabberId, crabberProfiles.id)}`
    : sql``;
  return sql`select ${columns} from ${catches}${indexedBy(indexFor(shape, purpose))}${seller} where ${whereOf(shape)}`;
}

/**
 * The order of each sort, ending in newest-first and then the tie-breaker so that equal keys always come
 * out the same way: pages never overlap and a page looks the same however it was asked for.
 */
export function orderOf(shape: Shape): SQL[] {
  const newest = [desc(catches.postedAt), desc(tieBreaker(catches))];
  switch (shape.sort) {
    case 'price-low':
      return [asc(catches.unitPriceCents), ...newest];
    case 'price-high':
      return [desc(catches.unitPriceCents), ...newest];
    case 'distance':
      // Listings whose seller has no coordinates go last.
      return [sql`${distanceExpr} is null`, asc(distanceExpr), ...newest];
    case 'pickup-time':
      // Listings without a readable window go last.
      return [sql`${pickupWaitExpr} is null`, asc(pickupWaitExpr), ...newest];
    case 'top-rated':
      // Sellers without reviews go last; among equal averages, more reviews first.
      return [
        sql`${averageRatingExpr} is null`,
        desc(averageRatingExpr),
        desc(crabberProfiles.ratingCount),
        ...newest,
      ];
    default:
      return newest;
  }
}

export function paramsOf(criteria: CatalogCriteria): Record<string, unknown> {
  const params: Record<string, unknown> = {
    now: timeParam(criteria.now),
    nowMinute: criteria.nowMinuteOfWeek,
  };
  if (criteria.speciesGroup !== undefined) params.species = criteria.speciesGroup;
  if (criteria.prep !== undefined) params.prep = criteria.prep;
  if (criteria.sizeMix !== undefined) params.sizeMix = criteria.sizeMix;
  if (criteria.crabberId !== undefined) params.crabberId = criteria.crabberId;
  if (criteria.minPriceCents !== undefined) params.minPrice = criteria.minPriceCents;
  if (criteria.maxPriceCents !== undefined) params.maxPrice = criteria.maxPriceCents;
  if (criteria.pickupDayBit !== undefined) params.dayBit = criteria.pickupDayBit;
  if (criteria.origin) {
    params.originLat = criteria.origin.lat;
    params.originLng = criteria.origin.lng;
  }
  if (criteria.within) Object.assign(params, criteria.within.box, { miles: criteria.within.miles });
  if (criteria.text !== undefined) params.text = `%${criteria.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return params;
}
