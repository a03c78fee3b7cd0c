import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { operation } from '../operation';

const tag = 'Reference';

export const referencePaths: ZodOpenApiPathsObject = {
  '/api/openapi.json': {
    get: operation({
      tag,
      summary: 'This document',
      caller: 'anyone',
      answers: {
        200: {
          description: 'The OpenAPI 3.1 document',
          content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
        },
      },
    }),
  },
  '/api/docs': {
    get: operation({
      tag,
      summary: 'This document as a page to read',
      caller: 'anyone',
      answers: { 200: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } } },
    }),
  },
};
