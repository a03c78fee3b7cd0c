import {
  Button,
  Card,
  Center,
  Container,
  Heading,
  HStack,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';
import { paymentMessages } from '../../../shared/messages/payment';
import { formatDecimalUsd } from '../../../shared/money';
import { isAwaitingCardPayment, shortOrderId } from '../../../shared/order-status';
import { CardPaymentForm } from '../../components/payments/card-payment-form';
import type { CardPaymentResult } from '../../components/payments/card-payment-result';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { retryOrderRead } from './order-screen';

/** The pause before a cash order, with nothing to pay here, goes on to its order page. */
const CASH_ORDER_REDIRECT_MS = 100;

const money = (decimal: string) => formatDecimalUsd(decimal);

function MissingOrder() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }}>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h1" size="xl">
            Order Not Found
          </Heading>
          <Text color="fg.muted">
            The order you're looking for doesn't exist or you don't have permission to view it.
          </Text>
          <Button asChild alignSelf="start" colorPalette="bay" variant="outline">
            <Link to="/marketplace">Back to Marketplace</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

/**
 * /payment/{id}: the card payment of one order. A cash order has nothing to pay here and goes to
 * its order page; after a card checkout that made several orders, `next` lists the ones still to pay.
 */
export function PaymentScreen({ id, next }: { id: string; next: string[] }) {
  useDocumentTitle('Payment');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const order = trpc.orders.get.useQuery({ id }, { retry: retryOrderRead });
  const intent = trpc.orders.createPaymentIntent.useMutation();
  const sync = trpc.orders.syncPayment.useMutation();
  const requested = useRef(false);
  // Set once this screen sends the buyer on itself, so the redirect below does not race it.
  const leaving = useRef(false);
  const data = order.data;
  const payable = data !== undefined && data.viewerRole === 'buyer' && isAwaitingCardPayment(data);

  const goOn = () => {
    leaving.current = true;
    const [following, ...rest] = next;
    if (following) {
      void navigate({
        to: '/payment/$id',
        params: { id: following },
        search: rest.length > 0 ? { next: rest.join(',') } : {},
      });
    } else void navigate({ to: '/orders/$id', params: { id } });
  };

  // Nothing to pay: a cash order (spec: after 100 ms), or one already paid or cancelled.
  useEffect(() => {
    if (!data || payable || leaving.current) return;
    const timer = setTimeout(
      () => void navigate({ to: '/orders/$id', params: { id }, replace: true }),
      CASH_ORDER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [data, payable, id, navigate]);

  useEffect(() => {
    if (!payable || requested.current) return;
    requested.current = true;
    intent.mutate(
      { id },
      {
        onError: (error) => {
          if (redirectIfSignedOut(error)) return;
          toaster.create({
            title: paymentMessages.setupFailedTitle,
            description: paymentMessages.setupFailedText,
            type: 'error',
          });
          void navigate({ to: '/orders/$id', params: { id } });
        },
      },
    );
  }, [payable, id, intent, navigate]);

  const onResult = async (result: CardPaymentResult) => {
    if (result.status === 'succeeded') {
      // The server asks the provider itself, so the order shows paid before any webhook arrives.
      const synced = await sync.mutateAsync({ id }).catch(() => null);
      if (synced) utils.orders.get.setData({ id }, synced);
      void utils.orders.mine.invalidate();
      toaster.create({
        title: paymentMessages.successTitle,
        description: paymentMessages.successText,
        type: 'success',
      });
      goOn();
    } else if (result.status === 'processing') {
      toaster.create({
        title: paymentMessages.processingTitle,
        description: paymentMessages.processingText,
        type: 'info',
      });
      goOn();
    } else if (result.status === 'failed') {
      toaster.create({ title: paymentMessages.failedTitle, description: result.message, type: 'error' });
    } else if (result.status === 'authentication_failed') {
      toaster.create({
        title: paymentMessages.authenticationFailedTitle,
        description: result.message,
        type: 'error',
      });
    } else {
      toaster.create({
        title: paymentMessages.errorTitle,
        description: paymentMessages.errorText,
        type: 'error',
      });
    }
  };

  if (order.isLoading) {
    return (
      <Center py="24">
        <Spinner size="lg" color="bay.solid" aria-label="Loading order" />
      </Center>
    );
  }
  if (!data) return <MissingOrder />;
  if (!payable) {
    return (
      <Center py="24">
        <Stack align="center" gap="3">
          <Spinner color="bay.solid" aria-label="Opening your order" />
          <Text color="fg.muted">Opening your order...</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Container maxW="xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Complete Your Payment
          </Heading>
          <Text color="fg.muted">
            Order #{shortOrderId(data.id)} from {data.crabber.displayName}
            {next.length > 0
              ? ` · ${next.length} more order${next.length > 1 ? 's' : ''} to pay after this one`
              : ''}
          </Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body gap="2">
            <HStack justify="space-between">
              <Text color="fg.muted">Subtotal</Text>
              <Text>{money(data.amountSubtotal)}</Text>
            </HStack>
            <HStack justify="space-between">
              <Text color="fg.muted">Service fee ({SERVICE_FEE_PERCENT}%, included)</Text>
              <Text data-testid="payment-fee">{money(data.fees)}</Text>
            </HStack>
            <Separator my="1" />
            <HStack justify="space-between" fontWeight="bold" fontSize="xl">
              <Text>Total</Text>
              <Text data-testid="payment-total">{money(data.amountTotal)}</Text>
            </HStack>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <HStack gap="2">
              <Lock size={18} aria-hidden />
              <Heading as="h2" size="md">
                Card Details
              </Heading>
            </HStack>
            {intent.data ? (
              <CardPaymentForm
                clientSecret={intent.data.clientSecret}
                amountLabel={money(data.amountTotal)}
                returnPath={`/orders/${data.id}`}
                onResult={(result) => void onResult(result)}
              />
            ) : (
              <Center py="8">
                <Spinner color="bay.solid" aria-label="Setting up payment" />
              </Center>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
