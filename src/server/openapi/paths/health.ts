import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { jsonAnswer, operation } from '../operation';

const tag = 'Health';

const healthy = z.object({ status: z.literal('ok') }).meta({ id: 'Healthy' });

const draining = z.object({ status: z.literal('draining') }).meta({ id: 'Draining' });

const drainingAnswer = jsonAnswer(draining, 'The server is shutting down; send traffic elsewhere');

const notReady = z.object({ status: z.enum(['draining', 'unavailable']) }).meta({ id: 'NotReady' });

export const healthPaths: ZodOpenApiPathsObject = {
  '/api/health/live': {
    get: operation({
      tag,
      summary: 'Liveness',
      caller: 'anyone',
      answers: { 200: jsonAnswer(healthy, 'The server is running'), 503: drainingAnswer },
    }),
  },
  '/api/health/ready': {
    get: operation({
      tag,
      summary: 'Readiness',
      description: 'Also checks that the database answers.',
      caller: 'anyone',
      answers: {
        200: jsonAnswer(healthy, 'The server takes traffic'),
        503: jsonAnswer(notReady, 'Shutting down (draining), or the database does not answer (unavailable)'),
      },
    }),
  },
};
