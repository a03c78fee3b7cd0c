import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { traceabilityColumns, traceabilityQuery, traceabilityRecord } from '../../../shared/traceability-record';
import { jsonAnswer, operation } from '../operation';

const traceabilityRecords = z.object({
  from: z.string(),
  to: z.string(),
  records: z.array(traceabilityRecord),
});

export const traceabilityPaths: ZodOpenApiPathsObject = {
  '/api/traceability': {
    get: operation({
      tag: 'Traceability',
      summary: "The buyer's traceability records, as JSON or CSV",
      description:
        'One record per completed order line of the signed-in buyer whose pickup falls between `from` and `to` (dock dates, both included; by default the last 90 days, at most a year). A date that is not YYYY-MM-DD, `from` after `to` or a longer range is a 400.',
      caller: 'user',
      params: { query: traceabilityQuery },
      answers: {
        200: {
          description: 'The records; with `format=csv` a file named `baycatch-traceability-{from}-{to}.csv`',
          content: {
            'application/json': { schema: traceabilityRecords },
            'text/csv': {
              schema: z.string().meta({
                description: `A header row (${traceabilityColumns.map(([, title]) => title).join(', ')}), then one row per record`,
              }),
            },
          },
        },
      },
      errors: [400],
    }),
  },
};
