import { HStack, Stack, Text } from '@chakra-ui/react';
import { cardWillBeHeldText } from '../../../shared/card-holds';
import { SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';
import { formatUsd } from '../../../shared/money';
import type { OrderAmounts } from '../../../shared/order-pricing';
import type { PaymentMethod } from '../../../shared/order-status';

/** What the cart costs paid this way: subtotal, the card's service fee, total (estimated for per-pound lines). */
export function CheckoutTotals({
  amounts,
  maxTotalCents,
  paymentMethod,
}: {
  amounts: OrderAmounts;
  /** The most the cart may cost (per-pound lines at their maximum): what a card is held for. */
  maxTotalCents: number;
  paymentMethod: PaymentMethod;
}) {
  return (
    <Stack gap="1">
      <HStack justify="space-between">
        <Text color="fg.muted">Subtotal</Text>
        <Text data-testid="checkout-subtotal">{formatUsd(amounts.subtotalCents)}</Text>
      </HStack>
      <HStack justify="space-between">
        <Text color="fg.muted">
          Service Fee{paymentMethod === 'card' ? ` (${SERVICE_FEE_PERCENT}%)` : ''}
        </Text>
        <Text data-testid="checkout-fee">{formatUsd(amounts.feesCents)}</Text>
      </HStack>
      <HStack justify="space-between" fontWeight="bold" fontSize="lg" mt="1">
        <Text>Total</Text>
        <Text data-testid="checkout-total">{formatUsd(amounts.totalCents)}</Text>
      </HStack>
      {paymentMethod === 'cash' && maxTotalCents > amounts.totalCents && (
        <Text fontSize="sm" color="fg.muted" data-testid="checkout-max-total">
          Weighed at pickup: up to {formatUsd(maxTotalCents)}.
        </Text>
      )}
      {paymentMethod === 'card' && (
        <Text fontSize="sm" color="fg.muted" data-testid="checkout-card-hold">
          {cardWillBeHeldText(maxTotalCents)}
        </Text>
      )}
    </Stack>
  );
}
