/**
 * Catalog reads. Each query shape (which filters are present, which order) is built and
 * prepared once, then reused with new parameters: building a Drizzle query per request cost 3.5x.
 * Filters use the browse indexes of db/schema.ts; `is_active` is compared with a literal so
 * SQLite can use those partial indexes. What SQLite and PostgreSQL write differently comes from
 * db/dialect.ts; both engines have the distance and pickup-wait functions (sqlite-client.ts and
 * db/migrations-pg).
 */
import { createHash } from 'node:crypto';
import { and, asc, Column, count, desc, eq, gt, gte, is, lte, SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { CatalogSort, SpeciesGroup } from '../../../shared/catalog-filters';
// biome-ignore lint/style/noRestrictedImports: two engine-specific lines (the expiry hint, how prepared rows come back) wait for helpers in src/server/db (decision 016).
import { catalogChangeVersion, type Db, engine } from '../../db/client';
import {
  indexedBy,
  likeOperator,
  noLimit,
  prepareNamed,
  sqlTrue,
  tieBreaker,
  timeParam,
} from '../../db/dialect';
import { first } from '../../db/query';
import { catches, crabberProfiles, users } from '../../db/tables';
import { catchDtoColumns, catchSellerColumns } from './catch.mapper';

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

const p = sql.placeholder;
const DISTANCE_FN = 'baycatch_distance_miles';
const PICKUP_WAIT_FN = 'baycatch_pickup_wait';

const distanceExpr = sql<
  number | null
>`${sql.raw(DISTANCE_FN)}(${crabberProfiles.pickupLocationLat}, ${crabberProfiles.pickupLocationLng}, ${p('originLat')}, ${p('originLng')})`;
const pickupWaitExpr = sql<
  number | null
>`${sql.raw(PICKUP_WAIT_FN)}(${catches.pickupWindows}, ${p('nowMinute')})`;

/** Which parts a query has; one prepared statement per distinct shape. */
function shapeOf(criteria: CatalogCriteria) {
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
type Shape = ReturnType<typeof shapeOf>;
const keyOf = (kind: string, shape: Shape) => `${kind}:${JSON.stringify(shape)}`;

/**
 * What a buyer may see: active, not hidden, unexpired, in stock, from an approved seller whose
 * account is not suspended. The seller rule is written as "not one of the few unlisted sellers"
 * (not approved, or suspended: both read on small partial indexes of db/schema.ts, once per query)
 * rather than "one of the many listed ones", which cost a probe into a set of every seller for
 * each listing walked; every listing has a seller and every seller an account (foreign keys), so
 * the two say the same. The unary plus keeps SQLite from driving the search by expiry
 * (catches_listing_idx), which would sort every unexpired row; expiry is instead checked on the
 * browse index entries, which already come in the asked order.
 */
/**
 * The unary plus keeps SQLite from driving the search by expiry (see buyerVisible); PostgreSQL
 * has no unary plus for times, and its planner needs no such hint.
 */
const expiresAfterNow =
  engine === 'postgres' ? sql`${catches.expiresAt} > ${p('now')}` : sql`+${catches.expiresAt} > ${p('now')}`;

function buyerVisible(): SQL[] {
  const cp = sql.identifier('cp');
  const u = sql.identifier('u');
  const id = sql.identifier('id');
  return [
    sql`${catches.isActive} = ${sqlTrue}`,
    sql`${catches.hiddenAt} is null`,
    expiresAfterNow,
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
    const like = (column: SQLiteColumn) => sql`${column} ${likeOperator} ${p('text')} escape '\\'`;
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
function drivingQuery(shape: Shape, columns: SQL, purpose: 'list' | 'count' = 'list'): SQL {
  const seller = needsSeller(shape)
    ? sql` inner join ${crabberProfiles} on ${eq(catches.crabberId, crabberProfiles.id)}`
    : sql``;
  return sql`select ${columns} from ${catches}${indexedBy(indexFor(shape, purpose))}${seller} where ${whereOf(shape)}`;
}

/**
 * The order of each sort, ending in newest-first and then the tie-breaker so that equal keys always come
 * out the same way: pages never overlap and a page looks the same however it was asked for.
 */
function orderOf(shape: Shape): SQL[] {
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

function paramsOf(criteria: CatalogCriteria): Record<string, unknown> {
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

/**
 * Decodes a page's raw rows into the shape Drizzle gives them ({ catch, seller, distance }), with
 * each column's own decoder (dates, JSON, booleans), by a function built once per selection.
 * Drizzle's generic mapping looks up every value's kind and path again on each row, which on the
 * forty-column rows of a page cost nearly as much as the query. Fields come in the selection's
 * order, the order Drizzle writes them into the SQL.
 */
function rowDecoder<T>(selection: Record<string, unknown>): (row: unknown[]) => T {
  type Decode = (value: unknown) => unknown;
  const decoderOf = (field: unknown): Decode => {
    if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
    // An sql`` field decodes with its mapWith, if it was given one.
    const decoder = (field as { decoder?: { mapFromDriverValue: Decode } }).decoder;
    return decoder ? (value) => decoder.mapFromDriverValue(value) : (value) => value;
  };
  const fields: { group: string | undefined; key: string; decode: Decode }[] = [];
  for (const [key, field] of Object.entries(selection)) {
    if (is(field, Column) || is(field, SQL)) {
      fields.push({ group: undefined, key, decode: decoderOf(field) });
      continue;
    }
    for (const [inner, column] of Object.entries(field as Record<string, unknown>))
      fields.push({ group: key, key: inner, decode: decoderOf(column) });
  }
  return (row) => {
    const result: Record<string, Record<string, unknown> | unknown> = {};
    let group: Record<string, unknown> = result;
    let groupKey: string | undefined;
    for (let at = 0; at < fields.length; at++) {
      const field = fields[at]!;
      if (field.group !== groupKey) {
        groupKey = field.group;
        group = groupKey === undefined ? result : {};
        if (groupKey !== undefined) result[groupKey] = group;
      }
      const value = row[at];
      group[field.key] = value === null ? null : field.decode(value);
    }
    return result as T;
  };
}

/**
 * Browsing reads (pages, counts, map markers, featured listings) may go to PostgreSQL's replicas
 * (`readDbs`), taken in turn: a buyer browsing can see a listing a moment late. A listing by id
 * is read from the primary (`db`), whose changes also key the cache.
 */
export function createCatalogRepo(db: Db, readDbs: readonly Db[] = [db]) {
  /** One name per shape and read database, for PostgreSQL's per-connection plans (prepareNamed). */
  const statementName = (kind: string, shape: Shape, readDb: Db) =>
    `catalog_${readDbs.indexOf(readDb)}_${createHash('sha1').update(keyOf(kind, shape)).digest('hex').slice(0, 24)}`;

  const pageSelection = (shape: Shape) => ({
    catch: catchDtoColumns,
    seller: catchSellerColumns,
    distance: shape.origin ? distanceExpr : sql<null>`null`,
  });

  const prepareList = (shape: Shape, readDb: Db) => {
    const selection = pageSelection(shape);
    const statement = prepareNamed(
      readDb
        .select(selection)
        .from(catches)
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .innerJoin(users, eq(crabberProfiles.userId, users.id))
        .where(
          sql`${tieBreaker(catches)} in (${drivingQuery(shape, tieBreaker(catches))} order by ${sql.join(orderOf(shape), sql`, `)} limit ${p('limit')} offset ${p('offset')})`,
        )
        .orderBy(...orderOf(shape)),
      statementName('list', shape, readDb),
    );
    return { statement, decode: rowDecoder<Awaited<ReturnType<typeof statement.all>>[number]>(selection) };
  };

  const prepareCount = (shape: Shape, readDb: Db) =>
    prepareNamed(
      readDb
        .select({ n: count() })
        .from(sql`(${drivingQuery(shape, sql`1`, 'count')}) as ${sql.identifier('visible')}`),
      statementName('count', shape, readDb),
    );

  const prepareMarkers = (shape: Shape, readDb: Db) =>
    prepareNamed(
      readDb
        .select({
          id: catches.id,
          title: catches.title,
          unitPriceCents: catches.unitPriceCents,
          unitType: catches.unitType,
          crabberId: crabberProfiles.id,
          displayName: crabberProfiles.displayName,
          pickupLocationAddress: crabberProfiles.pickupLocationAddress,
          lat: crabberProfiles.pickupLocationLat,
          lng: crabberProfiles.pickupLocationLng,
        })
        .from(catches)
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .where(
          and(
            sql`${tieBreaker(catches)} in (${drivingQuery(shape, tieBreaker(catches))} order by ${sql.join(orderOf(shape), sql`, `)} limit ${p('limit')})`,
            sql`${crabberProfiles.pickupLocationLat} is not null`,
            sql`${crabberProfiles.pickupLocationLng} is not null`,
          ),
        )
        .orderBy(...orderOf(shape)),
      statementName('markers', shape, readDb),
    );

  type ListStatement = ReturnType<typeof prepareList>;
  type CountStatement = ReturnType<typeof prepareCount>;
  type MarkerStatement = ReturnType<typeof prepareMarkers>;
  const statements = new Map<string, ListStatement | CountStatement | MarkerStatement>();
  /** The next read database in turn; with no replicas, always the one database. */
  let turn = 0;
  const nextReader = () => {
    turn = (turn + 1) % readDbs.length;
    return turn;
  };
  /** A shape's statement on one read database, prepared the first time it is asked for. */
  function cached<T extends ListStatement | CountStatement | MarkerStatement>(
    kind: string,
    shape: Shape,
    prepare: (shape: Shape, readDb: Db) => T,
  ): T {
    const reader = nextReader();
    const key = `${reader}|${keyOf(kind, shape)}`;
    let statement = statements.get(key) as T | undefined;
    if (!statement) {
      statement = prepare(shape, readDbs[reader]!);
      statements.set(key, statement);
    }
    return statement;
  }

  const featuredStatements = readDbs.map((readDb, reader) =>
    prepareNamed(
      readDb
        .select({ catch: catches, seller: catchSellerColumns })
        .from(catches)
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .innerJoin(users, eq(crabberProfiles.userId, users.id))
        .where(
          and(
            ...buyerVisible(),
            sql`${catches.isPromoted} = ${sqlTrue}`,
            gt(catches.promotedUntil, p('now')),
          ),
        )
        .orderBy(desc(catches.promotedUntil))
        .limit(p('limit')),
      `catalog_${reader}_featured`,
    ),
  );

  const byIdStatement = prepareNamed(
    db
      .select({ catch: catches, seller: catchSellerColumns })
      .from(catches)
      .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
      .innerJoin(users, eq(crabberProfiles.userId, users.id))
      .where(eq(catches.id, p('id'))),
    'catalog_by_id',
  );

  return {
    /** Changes whenever any connection writes to the database; keys the catalog read cache. */
    changeVersion(): string {
      return catalogChangeVersion(db);
    },

    /** One page (limit -1: every row) of visible listings in the asked order, with distances when there is an origin. */
    async listVisible(criteria: CatalogCriteria, page: { limit: number; offset: number }) {
      const shape = shapeOf(criteria);
      const { statement, decode } = cached('list', shape, prepareList);
      const params = { ...paramsOf(criteria), limit: noLimit(page.limit), offset: page.offset };
      // SQLite's raw rows through the decoder built for the shape; PostgreSQL's rows come mapped.
      if (engine === 'postgres') return await statement.execute(params);
      return (await statement.values(params)).map(decode);
    },

    async countVisible(criteria: CatalogCriteria): Promise<number> {
      const shape = shapeOf(criteria);
      return first(await cached('count', shape, prepareCount).execute(paramsOf(criteria)))?.n ?? 0;
    },

    /** Listings with a mappable seller, in the asked order, at most `limit`. */
    async listMarkers(criteria: CatalogCriteria, limit: number) {
      const shape = shapeOf(criteria);
      return await cached('markers', shape, prepareMarkers).execute({ ...paramsOf(criteria), limit });
    },

    async listFeatured(now: Date, limit: number) {
      return await featuredStatements[nextReader()]!.execute({ now: timeParam(now), limit });
    },

    /** The SQL a list page and its count run for these criteria, for checking query plans. */
    sqlFor(criteria: CatalogCriteria): { list: string; count: string } {
      const shape = shapeOf(criteria);
      return {
        list: cached('list', shape, prepareList).statement.getQuery().sql,
        count: cached('count', shape, prepareCount).getQuery().sql,
      };
    },

    /** Any listing by id, whatever its state: the service decides who may see it. */
    async findById(id: string) {
      return first(await byIdStatement.execute({ id }));
    },
  };
}
export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
