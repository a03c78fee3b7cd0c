/**
 * Catalog reads. Each query shape (which filters are present, which order) is built and
 * prepared once, then reused with new parameters: building a Drizzle query per request cost 3.5x.
 * The shapes' SQL is in catalog-query.ts.
 */
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { CatalogChanges } from '../../db/catalog-changes';
import { catalogChangesOf, catalogChangeVersion, type Db } from '../../db/client';
import { decodedRows, noLimit, prepareNamed, sqlTrue, tieBreaker, timeParam } from '../../db/dialect';
import { first } from '../../db/query';
import { catches, crabberProfiles, users } from '../../db/tables';
import {
  buyerVisible,
  type CatalogCriteria,
  distanceExpr,
  drivingQuery,
  keyOf,
  orderOf,
  p,
  paramsOf,
  type Shape,
  shapeOf,
} from './catalog-query';
import { rowDecoder } from './catalog-rows';
import { catchDtoColumns, catchSellerColumns } from './catch.mapper';

export type { CatalogCriteria } from './catalog-query';

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
    return {
      statement,
      decode: rowDecoder<Awaited<ReturnType<typeof statement.execute>>[number]>(selection),
    };
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

    /** Which answers writes changed, listing by listing; keys the catalog read cache. */
    catalogChanges(): CatalogChanges {
      return catalogChangesOf(db);
    },

    /** One page (limit -1: every row) of visible listings in the asked order, with distances when there is an origin. */
    async listVisible(criteria: CatalogCriteria, page: { limit: number; offset: number }) {
      const shape = shapeOf(criteria);
      const { statement, decode } = cached('list', shape, prepareList);
      const params = { ...paramsOf(criteria), limit: noLimit(page.limit), offset: page.offset };
      return await decodedRows(statement, params, decode);
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
