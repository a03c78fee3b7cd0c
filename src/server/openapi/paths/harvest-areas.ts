import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { areaClosureDto, closeAreaData, harvestAreaDto } from '../../../shared/harvest-areas.schema';
import { shellfishTagRecordDto, shellfishTagsQuery } from '../../../shared/shellfish-tag-records';
import { idParam, jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Harvest areas';
const codeParam = z.object({ code: z.string().meta({ description: "The harvest area's code, e.g. 137" }) });
const notice = z.object({ areaCode: z.string(), notice: z.string() }).meta({ id: 'AreaNotice' });

export const harvestAreaPaths: ZodOpenApiPathsObject = {
  '/api/harvest-areas': {
    get: operation({
      tag,
      summary: 'The shellfish harvest areas',
      description:
        'Every area with whether a closure is in force now, read from its dates: a closure whose end has passed is over.',
      caller: 'anyone',
      answers: { 200: jsonAnswer(z.array(harvestAreaDto), 'The areas') },
    }),
  },
  '/api/orders/{id}/area-notices': {
    get: operation({
      tag,
      summary: "Closures of an order's harvest areas",
      description:
        "For its buyer or its seller: a notice for each area of the order's lines closed now; empty when none. Anyone else gets 404.",
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(z.array(notice), 'The notices') },
      errors: [404],
    }),
  },
  '/api/admin/harvest-areas/{code}/closures': {
    post: operation({
      tag,
      summary: 'Close a harvest area',
      description:
        'From `from` (default now) until `to` (default: until reopened). Its listings leave the marketplace at once, posting and restocking in it are refused (409), and every buyer and seller of an open order from it is told in the app and by e-mail. Recorded in the activity list.',
      caller: 'admin',
      params: { path: codeParam },
      body: jsonBody(closeAreaData),
      answers: { 201: jsonAnswer(areaClosureDto, 'The closure') },
      errors: [404],
    }),
  },
  '/api/admin/closures/{id}': {
    delete: operation({
      tag,
      summary: 'Reopen a harvest area',
      description:
        "Ends the closure now. The area's listings come back on sale unless their seller's licence has lapsed meanwhile. Recorded in the activity list.",
      caller: 'admin',
      params: { path: idParam },
      answers: { 200: jsonAnswer(areaClosureDto, 'The closure, reopened') },
      errors: [404],
    }),
  },
};

export const shellfishTagPaths: ZodOpenApiPathsObject = {
  '/api/shellfish-tags': {
    get: operation({
      tag: 'Harvest areas',
      summary: "The buyer's shellfish tag records",
      description:
        "Every line of shellfish in the shell the caller bought in the last 90 days (cancelled orders left out), with its harvester tag as kept at checkout: JSON, or with `format=csv` a file to keep. Only the caller's own orders.",
      caller: 'user',
      params: { query: z.object({ format: z.union([shellfishTagsQuery.shape.format, z.literal('')]) }) },
      answers: {
        200: {
          description: 'The records, as JSON or as CSV',
          content: {
            'application/json': { schema: z.array(shellfishTagRecordDto) },
            'text/csv': { schema: z.string().meta({ description: 'One row per line, with a header row' }) },
          },
        },
      },
      errors: [400],
    }),
  },
};
