import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

/** A cart line's minus and plus: bounded by 1 and the stock, and still while a change is pending. */
export function CartQuantityStepper({
  title,
  value,
  max,
  disabled,
  onChange,
}: {
  title: string;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <HStack gap="1" role="group" aria-label={`Quantity of ${title}`}>
      <IconButton
        aria-label={`Decrease quantity of ${title}`}
        size="xs"
        variant="outline"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus />
      </IconButton>
      <Text minW="7" textAlign="center" fontWeight="semibold" aria-live="polite" data-testid="line-quantity">
        {value}
      </Text>
      <IconButton
        aria-label={`Increase quantity of ${title}`}
        size="xs"
        variant="outline"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
