/**
 * Great-circle distances for the marketplace's distance filter and sort. Miles, because the
 * distance choices buyers pick from (10, 25, 50) are miles.
 */
export const EARTH_RADIUS_MILES = 3958.7613;
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_MILES) / 180;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles; stable for short distances, where the law of cosines is not. */
export function haversineMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * A box that contains every point within `miles` of `center`, for an indexed prefilter before
 * the exact distance. It errs on the large side; the exact check removes the corners.
 */
export function boundingBox(center: LatLng, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  // Longitude degrees shrink with latitude; near the poles the box simply spans every longitude.
  const cosLat = Math.cos(toRadians(Math.min(89.9, Math.abs(center.lat) + dLat)));
  const dLng = cosLat > 0 ? miles / (MILES_PER_DEGREE_LAT * cosLat) : 180;
  return {
    minLat: center.lat - dLat,
    maxLat: center.lat + dLat,
    minLng: Math.max(-180, center.lng - dLng),
    maxLng: Math.min(180, center.lng + dLng),
  };
}

export function isValidLatLng(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
