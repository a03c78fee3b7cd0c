/**
 * The catalog's rules: what buyers may see (active, unexpired, in stock; featured only while the
 * promotion runs), how filters read (species groups, the pickup weekday, distance from a place the
 * geocoder resolves), and the map's markers. Reads only; sellers' listing changes live elsewhere.
 */

import { weekDays } from '../../../shared/availability';
import { FEATURED_LIMIT } from '../../../shared/catalog-filters';
import type {
  CatalogFilter,
  CatalogListQuery,
  CatalogPageDto,
  CatchDto,
  MapMarkerDto,
  PlaceDto,
} from '../../../shared/catch.schema';
import { boundingBox } from '../../../shared/geo';
import { isListingAvailable, isSellerListed } from '../../../shared/listing-availability';
import { catalogMessages } from '../../../shared/messages/catalog';
import { centsToDecimal } from '../../../shared/money';
import { minuteOfWeek, weekdayOfDate } from '../../../shared/pickup-schedule';
import { dockDay, hasOpenSlotOn, offeredSlots, withinSlotHorizon } from '../../../shared/pickup-slots';
import type { UserDto } from '../../../shared/user.schema';
import type { Geocoder } from '../../integrations/geocoding/geocoder';
import { AppError } from '../../lib/app-error';
import type { SlotBookingsRepo } from '../orders/slot-bookings.repo';
import type { CatalogCriteria, CatalogRepo } from './catalog.repo';
import { createCatalogReadCache } from './catalog-read-cache';
import { toCatchDto } from './catch.mapper';

/** The map shows at most this many listings; a marker's popup lists a few of its seller's. */
export const MAP_LISTING_LIMIT = 500;
export const MARKER_POPUP_LISTINGS = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCatalogService({
  repo,
  geocoder,
  slotBookings,
  seasons,
  now = () => new Date(),
}: {
  repo: CatalogRepo;
  geocoder: Geocoder;
  slotBookings: SlotBookingsRepo;
  /** "In season" on catch cards (the seasons feature). */
  seasons: { inSeasonReader(): Promise<(listing: { species: string; prep: string }) => boolean> };
  now?: () => Date;
}) {
  /** The searched place: coordinates as given (autocomplete), else what the geocoder makes of the text. */
  async function resolveOrigin(filter: CatalogFilter): Promise<PlaceDto | null> {
    if (filter.lat !== undefined && filter.lng !== undefined) {
      return {
        formattedAddress: filter.location ?? `${filter.lat}, ${filter.lng}`,
        lat: filter.lat,
        lng: filter.lng,
      };
    }
    if (!filter.location) return null;
    return geocoder.geocodeAddress(filter.location);
  }

  /**
   * Filters in the repository's terms. A location nobody can find is ignored (no distance filter
   * or order) and reported back as a null origin, rather than failing the whole search.
   */
  function criteriaOf(filter: CatalogFilter, origin: PlaceDto | null, at: Date): CatalogCriteria {
    const day = filter.pickupDate ? weekdayOfDate(filter.pickupDate) : null;
    return {
      now: at,
      nowMinuteOfWeek: minuteOfWeek(at),
      speciesGroup: filter.species,
      prep: filter.prep,
      sizeMix: filter.sizeMix,
      minPriceCents: filter.minPrice,
      maxPriceCents: filter.maxPrice,
      pickupDayBit: day ? 1 << weekDays.indexOf(day) : undefined,
      pickupDate: filter.pickupDate,
      origin: origin ? { lat: origin.lat, lng: origin.lng } : undefined,
      within:
        origin && filter.distance !== undefined
          ? { miles: filter.distance, box: boundingBox(origin, filter.distance) }
          : undefined,
      text: filter.q,
      crabberId: filter.crabberId,
      sort: filter.sort,
    };
  }

  const cache = createCatalogReadCache(repo.catalogChanges());
  const criteriaKey = (criteria: CatalogCriteria) => JSON.stringify({ ...criteria, now: undefined });
  /** Answers that also read sellers' bookings (orders) carry the version any write changes. */
  const bookingsKey = () => repo.changeVersion();
  const noListings = () => [];

  type ListedRow = Awaited<ReturnType<CatalogRepo['listVisible']>>[number];

  /**
   * Every visible listing with an open dated pickup on the asked date, in the asked order: the
   * candidates the query finds (a window on that weekday) kept by the catch page's own rule
   * (hasOpenSlotOn), with each seller's cut-off, capacity, closed days and that day's bookings read
   * for all candidates at once. Expiry, cut-off and bookings are not columns a query can compare a
   * weekly window with, so the rule runs here, on the one weekday's candidates; a date no slot
   * can start on (past, or beyond the two-week horizon) has none, without a query.
   */
  function readPickupDayMatches(criteria: CatalogCriteria & { pickupDate: string }): Promise<ListedRow[]> {
    return cache.read(
      `pickup-day|${bookingsKey()}|${criteriaKey(criteria)}`,
      criteria.now,
      async () => {
        if (!withinSlotHorizon(criteria.pickupDate, criteria.now)) return [];
        const candidates = await repo.listVisible(criteria, { limit: -1, offset: 0 });
        const day = dockDay(criteria.pickupDate);
        const sellers = await slotBookings.rulesAndBookingsOf(
          candidates.map((row) => row.catch.crabberId),
          criteria.now,
          day.from,
          // A slot on the date starts that day; the day after covers nothing more but is harmless.
          day.to,
        );
        return candidates.filter((row) => {
          const seller = sellers.get(row.catch.crabberId);
          return hasOpenSlotOn(
            criteria.pickupDate,
            row.catch.pickupWindows,
            row.catch.expiresAt,
            criteria.now,
            seller?.rules,
            seller?.bookings,
          );
        });
      },
      noListings,
    );
  }

  /**
   * A page of visible listings and, when asked, their total; shared between writes. A page shorter
   * than asked for holds the last of the matches, so its total needs no count (unless it is empty
   * past the first page, where the matches may end anywhere before it). With a pickup date, the
   * page and total come from the day's matches (readPickupDayMatches).
   */
  function readPage(criteria: CatalogCriteria, page: { limit: number; offset: number }, withTotal: boolean) {
    // A page's items are the listings whose stock it shows; with a pickup date it also reads bookings.
    const bookings = criteria.pickupDate === undefined ? '' : bookingsKey();
    return cache.read(
      `page|${bookings}|${criteriaKey(criteria)}|${page.limit}|${page.offset}|${withTotal}`,
      criteria.now,
      async () => {
        const { pickupDate } = criteria;
        if (pickupDate !== undefined) {
          const matches = await readPickupDayMatches({ ...criteria, pickupDate });
          const rows =
            page.limit < 0
              ? matches.slice(page.offset)
              : matches.slice(page.offset, page.offset + page.limit);
          return {
            items: await toDtos(rows, criteria.origin !== undefined),
            total: withTotal ? matches.length : undefined,
          };
        }
        const items = await toDtos(await repo.listVisible(criteria, page), criteria.origin !== undefined);
        if (!withTotal) return { items, total: undefined };
        const last = items.length < page.limit && (items.length > 0 || page.offset === 0);
        return { items, total: last ? page.offset + items.length : await countVisible(criteria) };
      },
      ({ items }) => items.map((item) => item.id),
    );
  }

  /**
   * How many listings match, kept for the filter until the set changes: every page of one search
   * (and the REST list's pages) shares it, and a listing-only change (a sale) cannot change it.
   */
  function countVisible(criteria: CatalogCriteria): Promise<number> {
    return cache.read(
      `count|${criteriaKey(criteria)}`,
      criteria.now,
      () => repo.countVisible(criteria),
      noListings,
    );
  }

  async function toDtos(rows: readonly ListedRow[], withDistance: boolean): Promise<CatchDto[]> {
    const inSeason = await seasons.inSeasonReader();
    return rows.map((row) =>
      toCatchDto(row.catch, row.seller, {
        ...(withDistance ? { distanceMiles: row.distance } : {}),
        inSeason: inSeason(row.catch),
      }),
    );
  }

  return {
    /** Changes whenever the catalog's data may have: keys what is drawn from it (rendered pages). */
    dataVersion: (): string => repo.changeVersion(),

    /** One marketplace page plus the total for paging. */
    async listPage(input: CatalogFilter & { limit: number; offset: number }): Promise<CatalogPageDto> {
      const at = now();
      const origin = await resolveOrigin(input);
      const criteria = criteriaOf(input, origin, at);
      const { items, total } = await readPage(criteria, { limit: input.limit, offset: input.offset }, true);
      return { items, total: total ?? 0, origin };
    },

    /**
     * The REST list (docs/product/catalog.md): every matching listing, or a page when `limit` is given,
     * in which case the total comes along for the caller's paging.
     */
    async list(query: CatalogListQuery): Promise<{ items: CatchDto[]; total: number | undefined }> {
      const at = now();
      const origin = await resolveOrigin(query);
      const criteria = criteriaOf(query, origin, at);
      const paged = query.limit !== undefined;
      return readPage(criteria, { limit: query.limit ?? -1, offset: query.offset }, paged);
    },

    /** Currently featured listings, at most six (docs/product/catalog.md). */
    async listFeatured(): Promise<CatchDto[]> {
      const inSeason = await seasons.inSeasonReader();
      return (await repo.listFeatured(now(), FEATURED_LIMIT)).map((row) =>
        toCatchDto(row.catch, row.seller, { inSeason: inSeason(row.catch) }),
      );
    },

    /**
     * One listing. Buyers see it while it is active and unexpired (out of stock still shows, with
     * Add to Cart disabled); its seller and admins always do. Anything else is "not found".
     */
    async getCatch(id: string, viewer: UserDto | null): Promise<CatchDto> {
      const at = now();
      // The row, whoever asks: who may see it is decided below, at this moment.
      const row = UUID.test(id)
        ? await cache.read(
            `by-id|${id}`,
            at,
            () => repo.findById(id),
            () => [id],
          )
        : undefined;
      if (!row) throw new AppError('NOT_FOUND', catalogMessages.catchNotFound);
      const visible = isListingAvailable(row.catch, now()) && isSellerListed(row.seller);
      const owner = viewer?.crabberProfile?.id === row.catch.crabberId;
      if (!visible && !owner && viewer?.role !== 'admin')
        throw new AppError('NOT_FOUND', catalogMessages.catchNotFound);
      const { crabberId, pickupWindows, expiresAt } = row.catch;
      // Bookings from the first read in the ten seconds: those of slots begun since are never offered.
      const { rules, bookings } = await cache.read(
        `slots|${bookingsKey()}|${crabberId}`,
        at,
        async () => ({
          rules: await slotBookings.rulesOf(crabberId, at),
          bookings: await slotBookings.bookingsOf(crabberId, at),
        }),
        noListings,
      );
      return {
        ...toCatchDto(row.catch, row.seller, { inSeason: (await seasons.inSeasonReader())(row.catch) }),
        pickupSlots: offeredSlots(pickupWindows, expiresAt, at, rules, bookings),
      };
    },

    /** Sellers' pickup spots for the matching listings, one marker per seller. */
    async listMapMarkers(filter: CatalogFilter): Promise<MapMarkerDto[]> {
      const at = now();
      const origin = await resolveOrigin(filter);
      const criteria = criteriaOf(filter, origin, at);
      let rows = await repo.listMarkers(criteria, MAP_LISTING_LIMIT);
      const { pickupDate } = criteria;
      if (pickupDate !== undefined) {
        // The map shows the same listings as the list: those with an open pickup that day.
        const open = new Set(
          (await readPickupDayMatches({ ...criteria, pickupDate })).map((row) => row.catch.id),
        );
        rows = rows.filter((row) => open.has(row.id));
      }
      const markers = new Map<string, MapMarkerDto>();
      for (const row of rows) {
        if (row.lat === null || row.lng === null) continue;
        let marker = markers.get(row.crabberId);
        if (!marker) {
          marker = {
            crabberId: row.crabberId,
            displayName: row.displayName,
            pickupLocationAddress: row.pickupLocationAddress,
            lat: row.lat,
            lng: row.lng,
            listingCount: 0,
            listings: [],
          };
          markers.set(row.crabberId, marker);
        }
        marker.listingCount += 1;
        if (marker.listings.length < MARKER_POPUP_LISTINGS) {
          marker.listings.push({
            id: row.id,
            title: row.title,
            unitPrice: centsToDecimal(row.unitPriceCents),
            unitType: row.unitType,
          });
        }
      }
      return [...markers.values()];
    },

    suggestPlaces(query: string): Promise<PlaceDto[]> {
      return geocoder.suggest(query);
    },

    /** For other features (seller registration): a pickup address to coordinates, or null. */
    geocodeAddress(text: string): Promise<PlaceDto | null> {
      return geocoder.geocodeAddress(text);
    },
  };
}
