import { z } from 'zod';
import type { PlaceDto } from '../../../shared/catch.schema';
import { answerSchema } from './answer-schema';

export const placeDto = answerSchema<PlaceDto>()(
  z
    .object({ formattedAddress: z.string(), lat: z.number(), lng: z.number() })
    .meta({ id: 'Place', description: 'A place the geocoder knows: what to show and where it is' }),
);
