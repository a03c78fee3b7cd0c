/**
 * Sign-in, Add to Cart and Place Order as real form posts (docs/decisions/033-form-posts.md): on a
 * slow phone the page paints seconds before its scripts are live, and a tap meanwhile sends the
 * form itself to these addresses. The server answers with a redirect, and the page it lands on
 * shows what happened (a notice). Once the app is live it handles the same forms itself.
 */
import { z } from 'zod';
import { loginInput, returnToPath } from './auth.schema';
import { addToCartInput } from './cart.schema';
import { NATIVE_POST_ATTRIBUTE } from './early-taps';
import type { PickupSlotDto } from './pickup-slots';

/** Where each form posts; the server's routes (src/server/rest/form-posts.routes.ts) answer there. */
export const FORM_POSTS_PREFIX = '/forms';
export const FORM_POSTS = {
  signIn: `${FORM_POSTS_PREFIX}/sign-in`,
  addToCart: `${FORM_POSTS_PREFIX}/cart`,
  placeOrder: `${FORM_POSTS_PREFIX}/checkout`,
} as const;
export type FormPostName = keyof typeof FORM_POSTS;

/** The attributes of a form the browser may send itself: posted to its route, let go by the early-tap script. */
export function nativePostProps(form: FormPostName) {
  return { method: 'post', action: FORM_POSTS[form], [NATIVE_POST_ATTRIBUTE]: '' } as const;
}

/** The sign-in search that opens the code step, where a password sign-in goes when two-factor is due. */
export const SIGN_IN_CODE_STEP = 'code';

/** Sign-in's fields: the API's own login input and where to go afterwards. */
export const signInForm = loginInput.extend({ returnTo: returnToPath });

/**
 * A pickup slot as one radio value: the dock-local date and its weekly window, which is what the
 * cart asks for (addToCartInput's `pickupDate` and `selectedPickupWindow`). Without spaces: the
 * radio's value is also in its element ids, where a space would split the name its label gives it.
 */
export function pickupSlotChoice(slot: Pick<PickupSlotDto, 'window' | 'date'>): string {
  return [slot.date, slot.window.start, slot.window.end].map(encodeURIComponent).join('|');
}

function readSlotChoice(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  try {
    return value.split('|').map(decodeURIComponent);
  } catch {
    return [];
  }
}

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
