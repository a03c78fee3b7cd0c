/**
 * Turning place text into coordinates, for the marketplace's location filter and for sellers'
 * pickup addresses. The default runs offline (a US gazetteer shipped in an npm package plus the
 * six docks); GEOCODER_URL plugs in a Nominatim-compatible service, with the gazetteer as fallback
 * (./create-geocoder.ts picks one).
 */
import type { PlaceDto } from '../../../shared/catch.schema';

export type Place = PlaceDto;

export interface Geocoder {
  /** Up to `limit` US places whose names start like `query`, best first (autocomplete). */
  suggest(query: string, limit?: number): Promise<Place[]>;
  /** The best single match for a free-text address or place, or null when nothing matches. */
  geocodeAddress(text: string): Promise<Place | null>;
}

export const DEFAULT_SUGGESTION_LIMIT = 6;
