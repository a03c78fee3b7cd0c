/**
 * Saved cards on Stripe: a SetupIntent (`usage: off_session`) on a customer made for the order, and
 * later a manual-capture PaymentIntent confirmed off-session with the card it saved.
 */
import Stripe from 'stripe';
import type {
  CreateIntentInput,
  CreateSetupInput,
  PaymentIntentInfo,
  SetupIntentInfo,
} from './payment-provider';
import { idOf } from './stripe-ids';

function setupInfo(setup: Stripe.SetupIntent): SetupIntentInfo {
  return {
    id: setup.id,
    clientSecret: setup.client_secret ?? '',
    status: setup.status,
    paymentMethodId: idOf(setup.payment_method),
    metadata: (setup.metadata ?? {}) as Record<string, string>,
    lastError: setup.last_setup_error?.message ?? null,
  };
}

/** `reachStripe` and `toInfo` are the provider's own (stripe-provider.ts), passed in to keep imports one-way. */
export function createStripeSetups(
  stripe: Stripe,
  reachStripe: <T>(call: () => Promise<T>) => Promise<T>,
  toInfo: (intent: Stripe.PaymentIntent) => PaymentIntentInfo,
) {
  return {
    async createSetupIntent(input: CreateSetupInput): Promise<SetupIntentInfo> {
      const metadata = { purpose: input.purpose, referenceId: input.referenceId };
      // A card is only reusable off-session once attached to a customer.
      const customer = await reachStripe(() =>
        stripe.customers.create(
          { description: input.description, metadata },
          { idempotencyKey: `${input.idempotencyKey}-customer` },
        ),
      );
      const setup = await reachStripe(() =>
        stripe.setupIntents.create(
          { customer: customer.id, usage: 'off_session', description: input.description, metadata },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return setupInfo(setup);
    },

    async retrieveSetupIntent(setupIntentId: string): Promise<SetupIntentInfo | null> {
      try {
        return setupInfo(await reachStripe(() => stripe.setupIntents.retrieve(setupIntentId)));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async authorizeSaved(input: CreateIntentInput & { setupIntentId: string }): Promise<PaymentIntentInfo> {
      const setup = await reachStripe(() => stripe.setupIntents.retrieve(input.setupIntentId));
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amountCents,
        currency: 'usd',
        description: input.description,
        metadata: { ...input.metadata, purpose: input.purpose, referenceId: input.referenceId },
        capture_method: 'manual',
        confirm: true,
        off_session: true,
        payment_method: idOf(setup.payment_method) ?? undefined,
        customer: idOf(setup.customer) ?? undefined,
      };
      if (input.destinationAccountId) {
        params.application_fee_amount = input.applicationFeeCents;
        params.transfer_data = { destination: input.destinationAccountId };
      }
      if (input.purpose === 'order') params.transfer_group = `order_${input.referenceId}`;
      try {
        return toInfo(
          await reachStripe(() =>
            stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }),
          ),
        );
      } catch (error) {
        // A declined off-session confirmation still made the intent; it answers as declined.
        if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) throw error;
        const failedId = error.payment_intent.id;
        const intent = await reachStripe(() => stripe.paymentIntents.retrieve(failedId));
        return { ...toInfo(intent), lastError: intent.last_payment_error?.message ?? error.message };
      }
    },
  };
}
