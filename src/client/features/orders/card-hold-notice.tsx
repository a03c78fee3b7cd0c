import { Alert } from '@chakra-ui/react';
import {
  cardChargedLabel,
  cardChargedText,
  cardHeldLabel,
  cardHeldText,
  cardReleasedText,
} from '../../../shared/card-holds';
import { decimalToCents } from '../../../shared/money';
import type { OrderDto } from '../../../shared/order.schema';
import { cardSavedLabel, cardSavedText } from '../../../shared/saved-cards';

type HoldOrder = Pick<
  OrderDto,
  'paymentMethod' | 'paymentStatus' | 'authorizedTotal' | 'capturedTotal' | 'viewerRole'
> &
  Partial<Pick<OrderDto, 'cardAuthorizeAt' | 'maxTotal'>>;

/** What the card hold of an order means now, in the words of docs/product/payments.md; null when none. */
export function cardHoldText(order: HoldOrder): string | null {
  // A far pickup's saved card, waiting for the cut-off to be held.
  if (order.paymentMethod === 'card' && order.cardAuthorizeAt) {
    return order.viewerRole === 'seller'
      ? cardSavedLabel(order.cardAuthorizeAt)
      : cardSavedText(decimalToCents(order.maxTotal ?? '0') ?? 0, order.cardAuthorizeAt);
  }
  if (order.paymentMethod !== 'card' || order.authorizedTotal === null) return null;
  const held = decimalToCents(order.authorizedTotal) ?? 0;
  const seller = order.viewerRole === 'seller';
  if (order.paymentStatus === 'authorized') return seller ? cardHeldLabel(held) : cardHeldText(held);
  if (order.paymentStatus === 'released') return cardReleasedText;
  if (order.capturedTotal === null) return null;
  const captured = decimalToCents(order.capturedTotal) ?? 0;
  return seller ? cardChargedLabel(captured) : cardChargedText(captured);
}

/** A held card order: held for up to its maximum, charged at pickup, or released. */
export function CardHoldNotice({ order }: { order: HoldOrder }) {
  const text = cardHoldText(order);
  if (!text) return null;
  return (
    <Alert.Root status="info" variant="subtle" borderRadius="lg" data-testid="card-hold">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}
