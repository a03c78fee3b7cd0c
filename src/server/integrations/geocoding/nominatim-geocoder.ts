/**
 * A Nominatim-compatible search API (self-hosted Nominatim, or a provider speaking its /search
 * format). Results are limited to the US. When the service fails or is slow the offline
 * gazetteer answers instead, so a marketplace search never breaks on a geocoder outage.
 */
import type { Logger } from '../../lib/logger';
import { DEFAULT_SUGGESTION_LIMIT, type Geocoder, type Place } from './geocoder';

const TIMEOUT_MS = 4000;
const CACHE_SIZE = 500;
/**
 * Maryland, Virginia, Delaware and DC as west,north,east,south: Nominatim ranks places inside this
 * box first without leaving out the rest (no `bounded`), and its answer is ordered Bay states first.
 */
const BAY_STATES_VIEWBOX = '-83.7,39.73,-75.04,36.54';
const BAY_STATE_NAMES = /, (Maryland|Virginia|Delaware|District of Columbia)(,|$)/;

const bayStatesFirst = (places: Place[]) => [
  ...places.filter((place) => BAY_STATE_NAMES.test(place.formattedAddress)),
  ...places.filter((place) => !BAY_STATE_NAMES.test(place.formattedAddress)),
];

interface NominatimResult {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

export function createNominatimGeocoder(options: {
  baseUrl: string;
  userAgent: string;
  fallback: Geocoder;
  logger: Logger;
  fetch?: typeof fetch;
}): Geocoder {
  const doFetch = options.fetch ?? fetch;
  // Autocomplete asks again for the same prefixes; a small cache spares the service.
  const cache = new Map<string, Place[]>();

  async function search(query: string, limit: number): Promise<Place[] | null> {
    const key = `${limit}|${query.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const url = new URL('search', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('countrycodes', 'us');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('viewbox', BAY_STATES_VIEWBOX);
    try {
      const res = await doFetch(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as unknown;
      if (!Array.isArray(body)) throw new Error('unexpected answer');
      const found = (body as NominatimResult[]).flatMap((item) => {
        const lat = Number(item.lat);
        const lng = Number(item.lon);
        if (typeof item.display_name !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lng))
          return [];
        return [{ formattedAddress: item.display_name, lat, lng }];
      });
      const places = bayStatesFirst(found);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(key, places);
      return places;
    } catch (error) {
      options.logger.warn('geocoder unavailable, using the offline gazetteer', {
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }

  return {
    async suggest(query, limit = DEFAULT_SUGGESTION_LIMIT) {
      if (query.trim().length < 2) return [];
      return (await search(query.trim(), limit)) ?? options.fallback.suggest(query, limit);
    },
    async geocodeAddress(text) {
      if (!text.trim()) return null;
      const places = await search(text.trim(), 1);
      if (places === null) return options.fallback.geocodeAddress(text);
      return places[0] ?? null;
    },
  };
}
