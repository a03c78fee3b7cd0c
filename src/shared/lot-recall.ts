/**
 * An admin's look-up of one traceability lot and the notice to its buyers (docs/product/
 * traceability.md, Recalls): the lot's facts and every order line of it.
 */
import { z } from 'zod';
import { orderStatuses } from './order-status';

export const lotCodeInput = z.object({
  lotCode: z
    .string()
    .trim()
    .min(1, 'Enter a lot code')
    .max(40, 'A lot code is at most 40 characters')
    .transform((code) => code.toUpperCase())
    .meta({ example: 'DOB-20261120-01' }),
});

export const lotNoticeInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Write the notice to the buyers')
    .max(1000, 'A notice is at most 1000 characters'),
});

export const lotLineDto = z.object({
  orderId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  qty: z.number().int(),
  status: z.enum(orderStatuses),
  pickupDate: z.string(),
});

export const lotDto = z.object({
  lotCode: z.string(),
  listing: z.object({ id: z.string().nullable(), title: z.string(), species: z.string() }),
  seller: z.object({ id: z.string(), name: z.string() }),
  harvestedOn: z.string().nullable(),
  harvestLocation: z.string().nullable(),
  harvestAreaCode: z.string().nullable(),
  lines: z.array(lotLineDto),
});
export type LotDto = z.infer<typeof lotDto>;

export const lotNoticeResult = z.object({ notified: z.number().int() });
