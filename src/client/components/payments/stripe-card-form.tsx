import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent, SetupIntent, Stripe, StripeError } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when asked, not on import: test mode never contacts Stripe.
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import type { CardPaymentFormProps, CardPaymentResult } from './card-payment-result';

// One Stripe.js per key for the whole session, as Stripe asks (loading it again per render is a bug).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function fromError(error: StripeError): CardPaymentResult {
  if (error.code === 'payment_intent_authentication_failure') {
    return { status: 'authentication_failed', message: error.message ?? 'Authentication failed' };
  }
  if (error.type === 'card_error' || error.type === 'validation_error') {
    return { status: 'failed', message: error.message ?? 'Your card was declined.' };
  }
  return { status: 'error', message: error.message ?? 'An unexpected error occurred' };
}

function fromIntent(intent: PaymentIntent): CardPaymentResult {
  // A held card (an order charged at the dock) was accepted as much as a charged one.
  if (intent.status === 'succeeded' || intent.status === 'requires_capture')
    return { status: 'succeeded', paymentIntentId: intent.id };
  if (intent.status === 'requires_payment_method') {
    return { status: 'failed', message: intent.last_payment_error?.message ?? 'Your card was declined.' };
  }
  return { status: 'processing', paymentIntentId: intent.id };
}

/** A far pickup's card saved for the hold at the cut-off (docs/decisions/028-saved-cards.md). */
function fromSetup(setup: SetupIntent): CardPaymentResult {
  if (setup.status === 'succeeded') return { status: 'succeeded', paymentIntentId: setup.id };
  if (setup.status === 'requires_payment_method') {
    return { status: 'failed', message: setup.last_setup_error?.message ?? 'Your card was declined.' };
  }
  return { status: 'processing', paymentIntentId: setup.id };
}

/** A setup intent's client secret (`seti_…`) saves the card; a payment intent's holds it now. */
const savesCard = (clientSecret: string) => clientSecret.startsWith('seti_');

function PaymentElementForm({
  clientSecret,
  amountLabel,
  submitLabel,
  processingLabel = 'Processing...',
  returnPath,
  onResult,
  secondaryAction,
  onBusyChange,
}: CardPaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  // A refused card is said here, beside the card, where the buyer tries again; not in a toast too.
  const [failure, setFailure] = useState<string | null>(null);
  const report = (result: CardPaymentResult) => {
    setFailure(
      result.status === 'failed' || result.status === 'authentication_failed' ? result.message : null,
    );
    onResult(result);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setFailure(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      // Stripe shows 3-D Secure itself and only leaves the page for redirect-based methods.
      const confirmParams = { return_url: new URL(returnPath, window.location.origin).href };
      if (savesCard(clientSecret)) {
        const saved = await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' });
        return report(saved.error ? fromError(saved.error) : fromSetup(saved.setupIntent));
      }
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams,
        redirect: 'if_required',
      });
      if (error) return report(fromError(error));
      if (paymentIntent.status === 'requires_action') {
        const next = await stripe.handleNextAction({ clientSecret });
        if (next.error) return report(fromError(next.error));
        if (next.paymentIntent) return report(fromIntent(next.paymentIntent));
      }
      report(fromIntent(paymentIntent));
    } catch (error) {
      report({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Card payment">
      <Stack gap="5">
        {failure && (
          <Alert.Root status="error" borderRadius="lg" data-testid="payment-failure">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <PaymentElement options={{ layout: 'tabs' }} />
        <HStack justify="flex-end" gap="3">
          {secondaryAction}
          <Button
            type="submit"
            colorPalette="crab"
            disabled={!stripe || !elements}
            loading={busy}
            loadingText={processingLabel}
          >
            {submitLabel ?? `Pay ${amountLabel}`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** Stripe's Payment Element, loaded from js.stripe.com with the server's publishable key. */
export function StripeCardForm({
  publishableKey,
  ...props
}: CardPaymentFormProps & { publishableKey: string }) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#0f4560' } },
      }}
    >
      <PaymentElementForm {...props} />
    </Elements>
  );
}
