import { z } from 'zod';
import type { CartLineDto } from './cart.dto';
import { cartMessages } from './messages/cart';

export type { CartLineDto };

/** Cart quantities are whole units, at least 1; the upper bound is the catch's stock, checked by the server. */
export const cartQuantity = z
  .number({ error: 'Enter a quantity' })
  .int('Enter a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(100_000, 'Enter a smaller quantity');

/** The window the buyer picked; the server checks it is one of the catch's own windows. */
const selectedPickupWindow = z.object(
  {
    start: z.string().min(1, 'Please select pickup window').max(40),
    end: z.string().min(1, 'Please select pickup window').max(40),
  },
  { error: 'Please select pickup window' },
);

export const addToCartInput = z.object({
  catchId: z.string({ error: 'Choose a catch' }).min(1, 'Choose a catch').max(100),
  qty: cartQuantity,
  selectedPickupWindow,
  /**
   * The dock-local date ('YYYY-MM-DD') the chosen slot of that window starts. Without it the
   * window's next open slot is taken, as for a caller that only knows weekly windows.
   */
  pickupDate: z
    .string({ error: cartMessages.unknownPickupDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, cartMessages.unknownPickupDate)
    .optional(),
});
export type AddToCartInput = z.infer<typeof addToCartInput>;

export const cartLineIdInput = z.object({ id: z.string().min(1).max(100) });
export const cartQuantityBody = z.object({ qty: cartQuantity });
export const updateCartLineInput = z.object({ id: cartLineIdInput.shape.id, data: cartQuantityBody });
