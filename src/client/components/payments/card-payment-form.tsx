import { Center } from '@chakra-ui/react';
import { lazy } from 'react';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { LazyInBrowser } from '../lazy-in-browser';
import { FormAlert } from '../ui/form-alert';
import { LoadingSpinner } from '../ui/loading-spinner';
import type { CardPaymentFormProps } from './card-payment-result';
import { TestModeCardForm } from './test-mode-card-form';

// Stripe's React bindings are only downloaded when Stripe is configured.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

const loading = (
  <Center py="8">
    <LoadingSpinner label="Loading the card form" />
  </Center>
);

/**
 * The one card form of BayCatch, for orders and promotions alike: Stripe's Payment Element when
 * the server runs Stripe, otherwise the built-in test-mode form. It knows nothing of what is
 * being paid for; the host passes the intent's client secret and hears the result.
 */
export function CardPaymentForm(props: CardPaymentFormProps) {
  const config = trpc.payments.config.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (config.isLoading) return loading;
  if (!config.data) {
    return <FormAlert>{messageOf(config.error, 'The card form could not be loaded')}</FormAlert>;
  }
  if (config.data.mode === 'stripe' && config.data.publishableKey) {
    return (
      // Stripe's form lives in the browser: the server draws the loading state.
      <LazyInBrowser fallback={loading}>
        <StripeCardForm publishableKey={config.data.publishableKey} {...props} />
      </LazyInBrowser>
    );
  }
  return <TestModeCardForm {...props} />;
}
