import { Button, Card, Center, Container, Grid, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { cartAmounts, cartMaxAmounts } from '../../../shared/cart-pricing';
import { orderMessages } from '../../../shared/messages/order';
import { nativePostProps } from '../../../shared/native-forms';
import type { PaymentMethod } from '../../../shared/order-status';
import { FormNoticeAlert } from '../../components/form-notice-alert';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormPage } from '../../lib/use-form-page';
import { usePaymentWindowMinutes } from '../../lib/use-payment-window';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutTotals } from './checkout-totals';
import { EmptyCart } from './empty-cart';
import { PaymentMethodPicker } from './payment-method-picker';
import { usePlaceOrder } from './use-place-order';

/** /checkout: what will be ordered, from whom, where and when, what it costs, and how to pay. */
export function CheckoutScreen() {
  const paymentWindowMinutes = usePaymentWindowMinutes();
  useDocumentTitle('Checkout');
  const cart = trpc.cart.list.useQuery();
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const place = usePlaceOrder();
  const formPage = useFormPage('placeOrder');

  if (cart.isLoading) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading cart" />
      </Center>
    );
  }
  const lines = cart.data ?? [];
  if (lines.length === 0 && !place.isSuccess) return <EmptyCart />;

  const noCardSellers = [
    ...new Set(
      lines.filter((line) => !line.catch.crabber.acceptsCard).map((line) => line.catch.crabber.displayName),
    ),
  ];
  const cardUnavailableNote =
    noCardSellers.length > 0 ? orderMessages.cardNotOfferedNote(noCardSellers.join(', ')) : undefined;
  // A cart that gained such a seller after card was chosen falls back to cash.
  const paymentMethod: PaymentMethod = cardUnavailableNote ? 'cash' : chosenMethod;
  const amounts = cartAmounts(lines, paymentMethod);
  const unavailable = lines.filter((line) => !line.catch.isAvailable);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">
        Checkout
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="start">
        <CheckoutSummary lines={lines} />

        <Stack gap="6" position={{ md: 'sticky' }} top={{ md: '24' }}>
          <Card.Root variant="outline">
            <Card.Body
              gap="4"
              // Place Order's form: the browser posts it itself when tapped before the app is live
              // (src/shared/form-posts.ts), with the attempt's key the server drew the page with.
              as="form"
              {...nativePostProps('placeOrder')}
              onSubmit={(event: FormEvent) => event.preventDefault()}
            >
              {formPage?.attemptKey && (
                <input type="hidden" name="idempotencyKey" value={formPage.attemptKey} />
              )}
              <FormNoticeAlert notice={formPage?.notice} />
              <PaymentMethodPicker
                name="paymentMethod"
                value={paymentMethod}
                onChange={setPaymentMethod}
                cardUnavailableNote={cardUnavailableNote}
              />
              <Separator />
              <CheckoutTotals
                amounts={amounts}
                maxTotalCents={cartMaxAmounts(lines, paymentMethod).totalCents}
                paymentMethod={paymentMethod}
              />
              {unavailable.length > 0 && (
                <Text fontSize="sm" color="red.fg">
                  Remove what is no longer available from your cart first:{' '}
                  {unavailable.map((l) => l.catch.title).join(', ')}.
                </Text>
              )}
              <Button
                type="submit"
                colorPalette="crab"
                size="lg"
                loading={place.isPending}
                loadingText="Placing Order..."
                disabled={unavailable.length > 0}
                onClick={(event) => {
                  event.preventDefault();
                  place.mutate({ paymentMethod });
                }}
              >
                {paymentMethod === 'card' ? 'Continue to Payment' : 'Place Order'}
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {paymentMethod === 'card'
                  ? `Your catch is held for ${paymentWindowMinutes} minutes while you pay.`
                  : 'Bring cash to the dock. The seller confirms your pickup pass.'}
              </Text>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Container>
  );
}
