/**
 * Sign-in, Add to Cart and Place Order sent by the browser itself, before the page's scripts are
 * live (docs/decisions/033-form-posts.md). Each reads the form with the API's own schema, does what
 * the API does through the same services, and answers 303 to the page the app would show next, with
 * a notice of what happened (../http/form-notice-cookie.ts). A refusal goes back to the form's page
 * with the refusal's words; it is never a 5xx.
 */
import { type Context, Hono } from 'hono';
import { returnToPath } from '../../shared/auth.schema';
import { addToCartInput } from '../../shared/cart.schema';
import { addToCartForm, type FormNotice, signInForm } from '../../shared/form-posts';
import { cartMessages } from '../../shared/messages/cart';
import { orderMessages } from '../../shared/messages/order';
import { SIGN_IN_CODE_STEP } from '../../shared/native-forms';
// Place Order's fields are the API's own input; the attempt's key, drawn with the page, rides in a hidden field.
import { placeOrderInput } from '../../shared/order.schema';
import { signInToContinuePath } from '../../shared/page-meta';
import type { AppEnv } from '../app-env';
import { placeOrdersOnce } from '../features/orders/place-orders-once';
import { signInWithPassword } from '../features/two-factor/two-factor-sign-in';
import { writeFormNotice } from '../http/form-notice-cookie';
import { countRequest } from '../http/rate-limit';
import { clientAddress } from '../http/request-info';
import { type AppError, findAppError } from '../lib/app-error';
import { parseInput } from '../lib/validation';

type FormBody = Record<string, unknown>;

/** The form's fields; a body that is not a form reads as no fields, which the schemas refuse. */
async function formBody(c: Context): Promise<FormBody> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

/** A refusal in plain words: a field's own message, without the field's name before it. */
function refusalWords(refusal: AppError): string {
  const firstField = Object.values(refusal.fieldErrors ?? {}).find((messages) => messages?.length);
  return firstField?.[0] ?? refusal.message;
}

/** Runs a form's work; a refusal becomes the notice `refused` makes and a 303 back to `backTo`. */
async function answer(
  c: Context<AppEnv>,
  work: () => Promise<Response>,
  backTo: string,
  refused: (refusal: AppError) => FormNotice,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const refusal = findAppError(error);
    if (!refusal || refusal.status >= 500) throw error;
    writeFormNotice(c, c.get('config'), refused(refusal));
    return c.redirect(backTo, 303);
  }
}

/** The sign-in page's address for these search values, as its route writes it (defaults left out). */
function signInPage(returnTo: string, step?: typeof SIGN_IN_CODE_STEP): string {
  const search = new URLSearchParams();
  if (returnTo !== '/') search.set('returnTo', returnTo);
  if (step) search.set('step', step);
  const query = search.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
}

export const formPostsRoutes = new Hono<AppEnv>()
  .post('/sign-in', async (c) => {
    const body = await formBody(c);
    const returnTo = returnToPath.parse(typeof body.returnTo === 'string' ? body.returnTo : undefined);
    // The address typed is kept for the next try; the password never leaves this request.
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 254) : undefined;
    return answer(
      c,
      async () => {
        const { returnTo: _, ...login } = parseInput(signInForm, body);
        const address = clientAddress(c, c.get('config').trustProxy);
        const result = await signInWithPassword(c, login, address);
        // Two-factor accounts go on to the code step, where the app's own sign-in goes.
        if ('twoFactorRequired' in result) return c.redirect(signInPage(returnTo, SIGN_IN_CODE_STEP), 303);
        return c.redirect(returnTo, 303);
      },
      signInPage(returnTo),
      (refusal) => ({
        form: 'signIn',
        type: 'error',
        title: 'Sign in',
        description: refusalWords(refusal),
        email,
      }),
    );
  })
  .post('/cart', async (c) => {
    const body = await formBody(c);
    // Without a catch there is no page to go back to: a 400, as the API answers.
    const { catchId } = parseInput(addToCartInput.pick({ catchId: true }), body);
    const catchPage = `/catch/${encodeURIComponent(catchId)}`;
    const user = c.get('user');
    if (!user) return c.redirect(signInToContinuePath(catchPage), 303);
    return answer(
      c,
      async () => {
        await c.get('services').cart.addToCart(user.id, parseInput(addToCartForm, body));
        writeFormNotice(c, c.get('config'), {
          form: 'addToCart',
          type: 'success',
          title: cartMessages.addedTitle,
          description: cartMessages.addedDescription,
        });
        return c.redirect(catchPage, 303);
      },
      catchPage,
      (refusal) => ({ form: 'addToCart', type: 'error', title: 'Error', description: refusalWords(refusal) }),
    );
  })
  .post('/checkout', async (c) => {
    const user = c.get('user');
    if (!user) return c.redirect(signInToContinuePath('/checkout'), 303);
    const body = await formBody(c);
    return answer(
      c,
      async () => {
        await countRequest(c, 'orderPlacement');
        const placed = (await placeOrdersOnce(c.get('services'), user.id, parseInput(placeOrderInput, body)))
          .body;
        if (placed.paymentMethod === 'card') {
          // The card is entered on the payment page, which needs the app; the rest wait in `next`.
          const next = placed.orders.slice(1).map((order) => order.id);
          const search = next.length > 0 ? `?${new URLSearchParams({ next: next.join(',') })}` : '';
          return c.redirect(`/payment/${encodeURIComponent(placed.id)}${search}`, 303);
        }
        writeFormNotice(c, c.get('config'), {
          form: 'placeOrder',
          type: 'success',
          title: orderMessages.confirmedTitle,
          description: orderMessages.reserved(placed.orders.map((order) => order.id)),
        });
        return c.redirect(`/orders/${encodeURIComponent(placed.id)}`, 303);
      },
      '/checkout',
      (refusal) => ({
        form: 'placeOrder',
        // The first press is still being placed: the same key (the same form) waits for it next time.
        type: refusal.reason === 'STILL_RUNNING' ? 'info' : 'error',
        title:
          refusal.reason === 'STILL_RUNNING' ? orderMessages.noAnswerTitle : orderMessages.notPlacedTitle,
        description: refusalWords(refusal),
      }),
    );
  });
