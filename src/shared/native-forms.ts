/**
 * What a page needs to draw the forms the browser may send itself (docs/decisions/033-form-posts.md):
 * where they post, how they are marked, and the value of a pickup slot's radio. No zod here, nor
 * anything that imports it: route files and the landing's first load import this module, and zod
 * alone is some 25 kB gzip of JavaScript a phone would fetch before the landing is live
 * (docs/decisions/035-landing-first-load.md). The schemas that read these forms on the server are
 * in ./form-posts.ts.
 */
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

/**
 * A pickup slot as one radio value: the dock-local date and its weekly window, which is what the
 * cart asks for (addToCartInput's `pickupDate` and `selectedPickupWindow`). Without spaces: the
 * radio's value is also in its element ids, where a space would split the name its label gives it.
 */
export function pickupSlotChoice(slot: Pick<PickupSlotDto, 'window' | 'date'>): string {
  return [slot.date, slot.window.start, slot.window.end].map(encodeURIComponent).join('|');
}

/** A radio value of pickupSlotChoice back into its date, start and end; anything else reads as none. */
export function readSlotChoice(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  try {
    return value.split('|').map(decodeURIComponent);
  } catch {
    return [];
  }
}
