import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { placeQueryInput } from '../../../shared/catch.schema';
import { placeDto } from '../../../shared/place.dto';
import { jsonAnswer, operation } from '../operation';

const tag = 'Places';

export const placePaths: ZodOpenApiPathsObject = {
  '/api/places': {
    get: operation({
      tag,
      summary: 'Suggest US places for a location input',
      description:
        'A query under two characters, or none, gives an empty list. A parameter given twice is a 400.',
      caller: 'anyone',
      params: { query: placeQueryInput.partial() },
      answers: { 200: jsonAnswer(z.array(placeDto), 'The best matches first') },
      errors: [400],
    }),
  },
};
