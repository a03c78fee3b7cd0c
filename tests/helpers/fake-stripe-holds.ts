/**
 * The fake Stripe API's manual capture (fake-stripe-api.ts): an intent made with
 * `capture_method=manual` is authorised in the browser (here `authorise`), captured for any amount
 * up to what it holds, cancelled (the hold released), or let go by the issuer after 7 days (`lapse`).
 */
import type { FakeCharge, FakeIntent } from './fake-stripe-objects';

const refused = (code: string, message: string): [number, unknown] => [
  400,
  { error: { type: 'invalid_request_error', code, message } },
];

export function fakeStripeHolds({
  intents,
  chargeOf,
  nextId,
}: {
  intents: Map<string, FakeIntent>;
  chargeOf: (intent: FakeIntent) => FakeCharge | undefined;
  nextId: (prefix: string) => string;
}) {
  const known = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no fake intent ${id}`);
    return intent;
  };
  return {
    cancel(intent: FakeIntent): [number, unknown] {
      if (intent.status === 'succeeded') {
        return refused(
          'payment_intent_unexpected_state',
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
        );
      }
      Object.assign(intent, {
        status: 'canceled',
        amount_capturable: 0,
        cancellation_reason: 'requested_by_customer',
      });
      return [200, intent];
    },

    capture(intent: FakeIntent, form: Record<string, string>): [number, unknown] {
      if (intent.status !== 'requires_capture') {
        return refused(
          'payment_intent_unexpected_state',
          `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        );
      }
      const amount = form.amount_to_capture ? Number(form.amount_to_capture) : intent.amount_capturable;
      if (amount > intent.amount_capturable) {
        return refused('amount_too_large', 'The amount to capture exceeds the amount capturable.');
      }
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: amount,
        amount_capturable: 0,
        ...(form.application_fee_amount && { application_fee_amount: Number(form.application_fee_amount) }),
      });
      const charge = chargeOf(intent);
      if (charge) charge.amount = amount;
      return [200, intent];
    },

    authorise(id: string) {
      const intent = known(id);
      Object.assign(intent, {
        status: 'requires_capture',
        amount_capturable: intent.amount,
        latest_charge: intent.latest_charge ?? nextId('ch'),
      });
      const charge = chargeOf(intent)!;
      const captureBefore = Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60;
      charge.payment_method_details = { type: 'card', card: { capture_before: captureBefore } };
    },

    lapse(id: string) {
      Object.assign(known(id), {
        status: 'canceled',
        amount_capturable: 0,
        cancellation_reason: 'automatic',
      });
    },
  };
}
