import { Stack, Text } from '@chakra-ui/react';
import { formatDecimalUsd } from '../../../shared/money';
import type { OrderDto } from '../../../shared/order.schema';
import { weighedLineNote } from '../../../shared/weights';

/**
 * A pass's per-pound lines: the estimate, and the final once weighed at the dock, side by side.
 * Nothing for an order sold per unit only.
 */
export function PassWeights({ order }: { order: Pick<OrderDto, 'items' | 'estimatedTotal' | 'finalTotal'> }) {
  const weighed = order.items.filter((item) => item.pricing === 'per_lb');
  if (weighed.length === 0) return null;
  const allWeighed = weighed.every((item) => item.finalLb !== null || item.finalQty === 0);
  return (
    <Stack gap="1" fontSize="sm" data-testid="pass-weights">
      {weighed.map((item) => (
        <Text key={item.id}>
          {item.title}: {weighedLineNote(item)}
        </Text>
      ))}
      <Text fontWeight="semibold">
        {allWeighed
          ? `Estimated ${formatDecimalUsd(order.estimatedTotal)}, final ${formatDecimalUsd(order.finalTotal)}`
          : `Estimated ${formatDecimalUsd(order.estimatedTotal)}, final once weighed at the dock`}
      </Text>
    </Stack>
  );
}
