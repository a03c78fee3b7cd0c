import { Card, Center, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { formatDecimalUsd } from '../../../shared/money';
import { shortOrderId } from '../../../shared/order-status';
import { CardPaymentForm } from '../../components/payments/card-payment-form';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PaymentOrderMissing } from './payment-order-missing';
import { PaymentSummary } from './payment-summary';
import { usePaymentFlow } from './use-payment-flow';

/**
 * /payment/{id}: the card payment of one order. A cash order has nothing to pay here and goes to
 * its order page; after a card checkout that made several orders, `next` lists the ones still to pay.
 */
export function PaymentScreen({ id, next }: { id: string; next: string[] }) {
  useDocumentTitle('Payment');
  const { order, payable, intent, onResult } = usePaymentFlow(id, next);
  const data = order.data;

  if (order.isLoading) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading order" />
      </Center>
    );
  }
  if (!data) return <PaymentOrderMissing />;
  if (!payable) {
    return (
      <Center py="24">
        <Stack align="center" gap="3">
          <LoadingSpinner label="Opening your order" />
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
        <PaymentSummary order={data} authorizeAt={intent.data?.authorizeAt} />
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
                amountLabel={formatDecimalUsd(data.amountTotal)}
                // A far pickup saves the card now; nothing is held or charged today.
                submitLabel={intent.data.authorizeAt ? 'Save Card' : undefined}
                returnPath={`/orders/${data.id}`}
                onResult={(result) => void onResult(result)}
              />
            ) : (
              <Center py="8">
                <LoadingSpinner label="Setting up payment" />
              </Center>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
