/** A cart line as the client sees it: money as decimal strings, the catch nested (docs/product/cart-and-checkout.md). */
import { z } from 'zod';
import { listingPricings } from './weighed-lines';
import { instant, money, pickupWindow, pounds } from './wire-formats';

export const cartLineDto = z
  .object({
    id: z.string(),
    catchId: z.string(),
    qty: z.number().int(),
    selectedPickupWindow: pickupWindow,
    pickupSlotStart: instant.nullable().meta({ description: 'Null on a line saved before dated pickups' }),
    pickupSlotEnd: instant.nullable(),
    createdAt: instant,
    catch: z.object({
      id: z.string(),
      crabberId: z.string(),
      title: z.string(),
      unitPrice: money.meta({ description: 'Per unit, or per pound on a per_lb listing' }),
      unitType: z.string(),
      pricing: z.enum(listingPricings),
      estimatedLbPerUnit: z
        .object({ min: pounds, max: pounds })
        .nullable()
        .meta({ description: "One piece's estimated weight on a per_lb listing; null on unit listings" }),
      photos: z.array(z.string()),
      prep: z.string(),
      qtyAvailable: z.number().int(),
      isAvailable: z
        .boolean()
        .meta({ description: 'Active and not expired; a line whose catch is gone can only be removed' }),
      crabber: z.object({
        id: z.string(),
        displayName: z.string(),
        pickupLocationAddress: z.string().nullable(),
        pickupInstructions: z.string().nullable(),
        acceptsCard: z.boolean(),
      }),
    }),
  })
  .meta({ id: 'CartLine' });
export type CartLineDto = z.output<typeof cartLineDto>;
