/**
 * The fake Stripe API's saved cards (fake-stripe-api.ts): customers, SetupIntents saved in the
 * browser (here `saveCard`), and a manual-capture PaymentIntent confirmed off-session with the saved
 * card, which the issuer may decline (Stripe answers 402 with the failed intent inside the error).
 */
import type { FakeIntent } from './fake-stripe-objects';

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  usage: string;
  status: string;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  last_setup_error: { message: string } | null;
  created: number;
}

/** Stripe's test payment method whose card saves but is declined when charged later. */
export const DECLINED_LATER_CARD = 'pm_card_chargeCustomerFail';

export function fakeStripeSetups({
  nextId,
  prefixed,
  authorise,
}: {
  nextId: (prefix: string) => string;
  prefixed: (form: Record<string, string>, prefix: string) => Record<string, string>;
  authorise: (intentId: string) => void;
}) {
  const setups = new Map<string, FakeSetupIntent>();
  const customers = new Set<string>();
  const notFound = (what: string, id: string): [number, unknown] => [
    404,
    {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
    },
  ];

  return {
    setups,

    /** The customers and setup intents calls; null for any other path. */
    handle(method: string, path: string, form: Record<string, string>): [number, unknown] | null {
      if (method === 'POST' && path === '/v1/customers') {
        const id = nextId('cus');
        customers.add(id);
        return [
          200,
          {
            id,
            object: 'customer',
            description: form.description ?? null,
            metadata: prefixed(form, 'metadata'),
          },
        ];
      }
      if (method === 'POST' && path === '/v1/setup_intents') {
        if (form.customer && !customers.has(form.customer)) return notFound('customer', form.customer);
        const id = nextId('seti');
        const setup: FakeSetupIntent = {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_fake`,
          customer: form.customer ?? null,
          usage: form.usage ?? 'off_session',
          status: 'requires_payment_method',
          payment_method: null,
          description: form.description ?? null,
          metadata: prefixed(form, 'metadata'),
          last_setup_error: null,
          created: Math.floor(Date.now() / 1000),
        };
        setups.set(id, setup);
        return [200, setup];
      }
      const setupPath = path.match(/^\/v1\/setup_intents\/([^/]+)$/);
      if (setupPath && method === 'GET') {
        const setup = setups.get(setupPath[1]!);
        return setup ? [200, setup] : notFound('setup_intent', setupPath[1]!);
      }
      return null;
    },

    /**
     * A PaymentIntent created with `confirm=true&off_session=true`: held at once with the saved
     * card, or declined by the issuer (402, the intent left needing a payment method).
     */
    confirmOffSession(intent: FakeIntent, form: Record<string, string>): [number, unknown] {
      if (form.payment_method === DECLINED_LATER_CARD) {
        const message = 'Your card was declined.';
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message } });
        return [
          402,
          {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message,
              payment_intent: intent,
            },
          },
        ];
      }
      authorise(intent.id);
      return [200, intent];
    },

    /** The buyer saved a card in the browser (Stripe.js `confirmSetup`). */
    saveCard(id: string, paymentMethod = 'pm_card_visa') {
      const setup = setups.get(id);
      if (!setup) throw new Error(`no fake setup intent ${id}`);
      Object.assign(setup, { status: 'succeeded', payment_method: paymentMethod });
    },
  };
}
