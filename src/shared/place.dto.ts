/** A place the geocoder knows (the place search and the catalog's search origin). */
import { z } from 'zod';

export const placeDto = z
  .object({ formattedAddress: z.string(), lat: z.number(), lng: z.number() })
  .meta({ id: 'Place', description: 'A place the geocoder knows: what to show and where it is' });
export type PlaceDto = z.output<typeof placeDto>;
