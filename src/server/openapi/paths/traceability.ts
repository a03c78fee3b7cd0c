import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { lotCodeInput, lotDto, lotNoticeInput, lotNoticeResult } from '../../../shared/lot-recall';
import {
  traceabilityColumns,
  traceabilityQuery,
  traceabilityRecord,
} from '../../../shared/traceability-record';
import { jsonAnswer, jsonBody, operation } from '../operation';

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
  '/api/admin/lots/{lotCode}': {
    get: operation({
      tag: 'Traceability',
      summary: 'One traceability lot and every order line of it',
      description:
        "For a recall: the lot's listing, seller and harvest facts, and each order line with its buyer, quantity, status and pickup date. An unknown lot is a 404.",
      caller: 'admin',
      params: { path: lotCodeInput },
      answers: { 200: jsonAnswer(lotDto, 'The lot') },
      errors: [400, 404],
    }),
  },
  '/api/admin/lots/{lotCode}/notify': {
    post: operation({
      tag: 'Traceability',
      summary: 'Tell every buyer of a lot',
      description:
        'One in-app notification and e-mail to each buyer of the lot, whatever their order status; answers how many were told. Recorded in the activity list. An unknown lot is a 404.',
      caller: 'admin',
      params: { path: lotCodeInput },
      body: jsonBody(lotNoticeInput),
      answers: { 200: jsonAnswer(lotNoticeResult, 'How many buyers were told') },
      errors: [400, 404],
    }),
  },
};
