import { RadioCard, Stack, Text } from '@chakra-ui/react';
import { Banknote, CreditCard } from 'lucide-react';
import { MAX_CASH_UNITS_PER_LISTING, MAX_OPEN_CASH_ORDERS } from '../../../shared/cash-holds';
import { SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';
import { orderMessages } from '../../../shared/messages/order';
import type { PaymentMethod } from '../../../shared/order-status';

const methods: { value: PaymentMethod; label: string; description: string; icon: typeof Banknote }[] = [
  { value: 'cash', label: 'Pay at Pickup', description: 'Cash at the dock. No service fee.', icon: Banknote },
  {
    value: 'card',
    label: 'Pay by Card',
    description: `Card held now, charged at pickup. ${SERVICE_FEE_PERCENT}% service fee.`,
    icon: CreditCard,
  },
];

/**
 * Cash at pickup or card now, each with what it costs. `cardUnavailableNote`, when set, says why
 * card is not offered (a seller in the cart cannot take card payments) and disables it.
 */
export function PaymentMethodPicker({
  value,
  onChange,
  cardUnavailableNote,
  name,
}: {
  /** The radios' form field, when checkout's own form post carries the choice. */
  name?: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  cardUnavailableNote?: string;
}) {
  return (
    <RadioCard.Root
      name={name}
      value={value}
      onValueChange={(details) => onChange(details.value as PaymentMethod)}
      colorPalette="bay"
      orientation="horizontal"
    >
      <RadioCard.Label fontWeight="bold" fontSize="md" mb="1">
        Payment Method
      </RadioCard.Label>
      <Stack gap="3">
        {methods.map((method) => (
          <RadioCard.Item
            key={method.value}
            value={method.value}
            disabled={method.value === 'card' && cardUnavailableNote !== undefined}
            // The chosen card is outlined already: keyboard focus needs a ring of its own to be seen.
            _focusVisible={{ outline: '3px solid', outlineColor: 'bay.focusRing', outlineOffset: '2px' }}
          >
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <method.icon size={20} aria-hidden />
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{method.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{method.description}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
        {value === 'cash' && (
          <Text fontSize="sm" color="fg.muted" data-testid="cash-hold-rule">
            {orderMessages.cashHoldRule(MAX_OPEN_CASH_ORDERS, MAX_CASH_UNITS_PER_LISTING)}
          </Text>
        )}
        {cardUnavailableNote && (
          <Text fontSize="sm" color="fg.muted" data-testid="card-unavailable">
            {cardUnavailableNote}
          </Text>
        )}
      </Stack>
    </RadioCard.Root>
  );
}
