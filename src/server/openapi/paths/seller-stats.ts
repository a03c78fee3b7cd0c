import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { catchDto } from '../../../shared/catch.dto';
import { pickupDayQuery } from '../../../shared/pickup-day';
import { earningsQuery } from '../../../shared/seller-stats';
import {
  analyticsDto,
  earningsDto,
  inventoryItemDto,
  pickupDayDto,
  weatherOutResultDto,
} from '../../../shared/seller-stats.dto';
import { weatherOutInput } from '../../../shared/weather-out';
import { jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Seller dashboard';

/** The shared date check is code; `format` tells readers (and generators) what it accepts. */
const pickupDate = pickupDayQuery.shape.date.meta({
  format: 'date',
  description: 'A dock-local date, YYYY-MM-DD',
});

export const sellerStatsPaths: ZodOpenApiPathsObject = {
  '/api/crabber/catches': {
    get: operation({
      tag,
      summary: "The seller's listings",
      description: 'Every listing of theirs, whatever its state.',
      caller: 'seller',
      answers: { 200: jsonAnswer(z.array(catchDto), 'The listings') },
    }),
  },
  '/api/crabber/earnings': {
    get: operation({
      tag,
      summary: "The seller's earnings",
      description:
        "The item value of completed orders, in all and in the current period on the docks' clocks (an empty `period` is this month).",
      caller: 'seller',
      params: { query: z.object({ period: z.union([earningsQuery.shape.period, z.literal('')]) }) },
      answers: { 200: jsonAnswer(earningsDto, 'The earnings') },
      errors: [400],
    }),
  },
  '/api/crabber/analytics': {
    get: operation({
      tag,
      summary: "The seller's business figures",
      caller: 'seller',
      answers: { 200: jsonAnswer(analyticsDto, 'The figures') },
    }),
  },
  '/api/crabber/pickups': {
    get: operation({
      tag,
      summary: "The seller's pickups of one day",
      description:
        'The orders of one dock-local date, by pickup: JSON, or with `format=csv` a pick list to download (an empty `format` is JSON).',
      caller: 'seller',
      params: {
        query: pickupDayQuery.extend({
          date: pickupDate,
          format: z.union([pickupDayQuery.shape.format, z.literal('')]),
        }),
      },
      answers: {
        200: {
          description: 'The day, as JSON or as CSV',
          headers: z.object({
            'Content-Disposition': z
              .string()
              .optional()
              .meta({ description: 'With CSV: `attachment; filename="baycatch-pickups-{date}.csv"`' }),
          }),
          content: {
            'application/json': { schema: pickupDayDto },
            'text/csv': {
              schema: z.string().meta({
                description:
                  'A header row (Pickup, Order, Buyer, Items, Payment, Status, Total), then one row per order',
              }),
            },
          },
        },
      },
      errors: [400],
    }),
  },
  '/api/crabber/weather-out': {
    post: operation({
      tag,
      summary: 'Cancel or move a day of pickups for the weather',
      description:
        "Every open order of the date (or of the one pickup `slotStart` names) is cancelled, with card payments given back, or moved to `toSlotStart`, one of the seller's own upcoming pickups with room for them; `closeDay` also closes the date to new orders. Buyers are told the reason. Nothing to act on without `closeDay` is a 400.",
      caller: 'seller',
      body: jsonBody(weatherOutInput),
      answers: { 200: jsonAnswer(weatherOutResultDto, 'What was done') },
      errors: [409],
    }),
  },
  '/api/crabber/closed-days/{date}': {
    delete: operation({
      tag,
      summary: 'Reopen a day closed to new orders',
      description: 'A date that was not closed is 404.',
      caller: 'seller',
      params: { path: z.object({ date: pickupDate }) },
      answers: { 204: noContent('Reopened') },
      errors: [400, 404],
    }),
  },
  '/api/crabber/inventory': {
    get: operation({
      tag,
      summary: "The seller's stock and sales per listing",
      caller: 'seller',
      answers: { 200: jsonAnswer(z.array(inventoryItemDto), 'One item per listing') },
    }),
  },
};
