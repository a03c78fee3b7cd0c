import { Card, HStack, Separator, Text } from '@chakra-ui/react';
import { cardWillBeHeldText } from '../../../shared/card-holds';
import { SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';
import { decimalToCents, formatDecimalUsd } from '../../../shared/money';
import type { OrderDto } from '../../../shared/order.schema';
import { cardWillBeSavedText } from '../../../shared/saved-cards';

/**
 * What this order's card payment takes: subtotal, the service fee included in it, total, and that
 * the card is held for it and charged at pickup (docs/product/payments.md, Card holds).
 */
export function PaymentSummary({ order, authorizeAt }: { order: OrderDto; authorizeAt?: string }) {
  const max = decimalToCents(order.maxTotal) ?? 0;
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
        <Text fontSize="sm" color="fg.muted" data-testid="payment-card-hold">
          {/* A far pickup saves the card now and holds it at the cut-off (saved-cards.ts). */}
          {authorizeAt ? cardWillBeSavedText(max, authorizeAt) : cardWillBeHeldText(max)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
