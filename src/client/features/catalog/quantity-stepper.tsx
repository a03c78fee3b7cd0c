import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

/** Minus and plus around the quantity, bounded by 1 and the stock (docs/product/catalog.md). */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const disabled = max < 1;
  return (
    <HStack gap="2" role="group" aria-label="Quantity">
      <IconButton
        aria-label="Decrease quantity"
        size="sm"
        variant="outline"
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus />
      </IconButton>
      <Text minW="8" textAlign="center" fontWeight="semibold" aria-live="polite" data-testid="quantity">
        {value}
      </Text>
      <IconButton
        aria-label="Increase quantity"
        size="sm"
        variant="outline"
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
