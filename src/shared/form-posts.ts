/**
 * Sign-in, Add to Cart and Place Order as real form posts (docs/decisions/033-form-posts.md): on a
 * slow phone the page paints seconds before its scripts are live, and a tap meanwhile sends the
 * form itself to the addresses in ./native-forms.ts. The server answers with a redirect, and the
 * page it lands on shows what happened (a notice). Once the app is live it handles the same forms
 * itself. These are the server's readers, written with zod; what a page needs to draw the forms is
 * in ./native-forms.ts, which keeps zod out of the landing's first load.
 */
import { z } from 'zod';
import { loginInput, returnToPath } from './auth.schema';
import { addToCartInput } from './cart.schema';
import { readSlotChoice } from './native-forms';

/** Sign-in's fields: the API's own login input and where to go afterwards. */
export const signInForm = loginInput.extend({ returnTo: returnToPath });

/** Add to Cart's fields, as the browser sends them (all text), read into the cart's own input. */
export const addToCartForm = z.preprocess((body) => {
  const { catchId, qty, pickupSlot } = (body ?? {}) as Record<string, unknown>;
  const [pickupDate, start, end] = readSlotChoice(pickupSlot);
  return {
    catchId,
    qty: typeof qty === 'string' && /^\d{1,9}$/.test(qty) ? Number(qty) : qty,
    selectedPickupWindow: start && end ? { start, end } : undefined,
    pickupDate: pickupDate || undefined,
  };
}, addToCartInput);

/** What the page a form post lands on says about it, once. */
export const formNotice = z.object({
  form: z.enum(['signIn', 'addToCart', 'placeOrder']),
  type: z.enum(['success', 'error', 'info']),
  title: z.string().max(200),
  description: z.string().max(1000),
  /** Sign-in keeps the address typed (never the password) so a second try needs only the password. */
  email: z.string().max(254).optional(),
});
export type FormNotice = z.infer<typeof formNotice>;

/** What a form's page is drawn with: the notice of the post that led there, and a key for a new attempt. */
export interface FormPageDto {
  notice: FormNotice | null;
  /** Place Order's idempotency key for this attempt; null for the other forms. */
  attemptKey: string | null;
}
