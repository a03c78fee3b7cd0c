import { Card, HStack, Separator, Text } from '@chakra-ui/react';
import { SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';
import { formatDecimalUsd } from '../../../shared/money';
import type { OrderDto } from '../../../shared/order.schema';

/** What this order's card payment takes: subtotal, the service fee included in it, total. */
export function PaymentSummary({ order }: { order: OrderDto }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Text color="fg.muted">Subtotal</Text>
          <Text>{formatDecimalUsd(order.amountSubtotal)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text color="fg.muted">Service fee ({SERVICE_FEE_PERCENT}%, included)</Text>
          <Text data-testid="payment-fee">{formatDecimalUsd(order.fees)}</Text>
        </HStack>
        <Separator my="1" />
        <HStack justify="space-between" fontWeight="bold" fontSize="xl">
          <Text>Total</Text>
          <Text data-testid="payment-total">{formatDecimalUsd(order.amountTotal)}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
