/**
 * Links that take a buyer to a pickup place: Google Maps directions (its website, or its app on a
 * phone that has it) and the geo: URI that Android hands to whichever maps app the owner chose.
 */
export interface Destination {
  lat: number | null;
  lng: number | null;
  /** Used when the coordinates are not known, and as the pin's name. */
  address: string | null;
}

const coordinatesOf = ({ lat, lng }: Destination) => (lat !== null && lng !== null ? `${lat},${lng}` : null);

/** Turn-by-turn directions to the coordinates, or to the address when the place was never located. */
export function directionsUrl(place: Destination): string {
  const destination = coordinatesOf(place) ?? encodeURIComponent(place.address ?? '');
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/** `geo:lat,lng?q=lat,lng(label)` (RFC 5870 with Android's query), or a search for the address. */
export function geoUri(place: Destination, label: string): string {
  const coordinates = coordinatesOf(place);
  if (!coordinates) return `geo:0,0?q=${encodeURIComponent(place.address ?? label)}`;
  return `geo:${coordinates}?q=${coordinates}(${encodeURIComponent(label)})`;
}

/**
 * Whether this device opens geo: links. Android does, with the owner's maps app; iPhones and
 * desktop browsers do not (there they would lead nowhere), so they get the directions link alone.
 */
export function opensGeoLinks(): boolean {
  return typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);
}
