/**
 * Weighing the per-pound lines on the pickup check, before Complete Pickup: online the weights are
 * saved at once (orders.weighLines) and the order's final total follows; offline they are kept with
 * the check-in on the device and recorded before it completes the order when the network returns.
 */
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { OrderDto } from '../../../shared/order.schema';
import { canWeigh } from './sale/sale-rules';
import { useWeighForm, WeighOutcome } from './sale/weigh-form';
import { type WeighedLine, WeightFields, type Weights } from './sale/weight-fields';

function WeighHeading() {
  return (
    <Heading as="h3" size="md">
      Weigh the catch
    </Heading>
  );
}

/** The found order's per-pound lines, weighed and saved online; nothing for an order without any. */
export function PickupCheckWeights({
  order,
  onUpdated,
}: {
  order: OrderDto;
  onUpdated: (order: OrderDto) => void;
}) {
  const form = useWeighForm(order, onUpdated);
  if (!canWeigh(order)) return null;
  return (
    <Stack gap="3" data-testid="pickup-weights">
      <WeighHeading />
      <WeightFields
        lines={form.lines}
        weights={form.weights}
        onChange={form.edit}
        showErrors={form.showErrors}
      />
      <HStack>
        <Button
          size="lg"
          colorPalette="bay"
          variant="outline"
          loading={form.weigh.isPending}
          onClick={form.save}
        >
          Save weights
        </Button>
      </HStack>
      <WeighOutcome form={form} />
    </Stack>
  );
}

/** The saved order's per-pound lines weighed offline: typed here, sent with the check-in. */
export function OfflineCheckWeights({
  lines,
  weights,
  onChange,
  showErrors,
}: {
  lines: readonly WeighedLine[];
  weights: Weights;
  onChange: (weights: Weights) => void;
  showErrors: boolean;
}) {
  if (lines.length === 0) return null;
  return (
    <Stack gap="3" data-testid="pickup-weights">
      <WeighHeading />
      <WeightFields lines={lines} weights={weights} onChange={onChange} showErrors={showErrors} />
    </Stack>
  );
}
