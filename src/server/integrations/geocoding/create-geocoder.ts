/**
 * The geocoder the app runs with: the offline gazetteer by default, or a Nominatim-compatible
 * service (GEOCODER_URL) that falls back to it. Kept apart from the interface (./geocoder.ts) so
 * the implementations can import the interface without importing each other through it.
 */
import type { Logger } from '../../lib/logger';
import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createOfflineGazetteer } from './offline-gazetteer';

export function createGeocoder(options: {
  remoteUrl: string | undefined;
  userAgent: string;
  logger: Logger;
}): Geocoder {
  const offline = createOfflineGazetteer();
  if (!options.remoteUrl) return offline;
  return createNominatimGeocoder({
    baseUrl: options.remoteUrl,
    userAgent: options.userAgent,
    fallback: offline,
    logger: options.logger,
  });
}
