/**
 * Requests a client may safely send again (docs/product/cart-and-checkout.md): placing an order
 * carries a key the client made for that checkout attempt, and a repeat with the same key answers
 * the first result instead of placing a second order.
 */
import { z } from 'zod';

/** The HTTP header of the REST call; the tRPC procedure takes the same key in its input. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a key is remembered: a day covers any retry a person makes. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const idempotencyKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_:.-]{8,255}$/,
    'The Idempotency-Key must be 8 to 255 letters, digits, dots, colons, dashes or underscores',
  );

export const idempotencyMessages = {
  otherRequest: 'This Idempotency-Key was already used for a different request',
  stillRunning: 'Your order is still being placed. Check My Orders in a moment before trying again.',
} as const;
