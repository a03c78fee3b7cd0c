/**
 * Weighing the per-pound lines on the pickup check, before Complete Pickup: online the weights are
 * saved at once (orders.weighLines) and the order's final total follows; offline they are kept with
 * the check-in on the device and recorded before it completes the order when the network returns.
 */
import { Alert, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDecimalUsd } from '../../../shared/money';
import type { OrderDto } from '../../../shared/order.schema';
import { messageOf } from '../../lib/errors';
import { canWeigh, weighableLines } from './sale/sale-rules';
import { useWeighLines } from './sale/use-sale-mutations';
import {
  recordedWeights,
  type WeighedLine,
  WeightFields,
  type Weights,
  weighedLinesOf,
} from './sale/weight-fields';

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
  const lines = weighableLines(order);
  const [weights, setWeights] = useState(() => recordedWeights(lines));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const weigh = useWeighLines((updated) => {
    setSaved(true);
    onUpdated(updated);
  });
  if (!canWeigh(order)) return null;
  const save = () => {
    setTried(true);
    const weighed = weighedLinesOf(lines, weights);
    if (weighed) weigh.mutate({ id: order.id, data: { lines: weighed } });
  };
  return (
    <Stack gap="3" data-testid="pickup-weights">
      <WeighHeading />
      <WeightFields
        lines={lines}
        weights={weights}
        onChange={(next) => {
          setWeights(next);
          setSaved(false);
        }}
        showErrors={tried}
      />
      <HStack>
        <Button size="lg" colorPalette="bay" variant="outline" loading={weigh.isPending} onClick={save}>
          Save weights
        </Button>
      </HStack>
      {weigh.error && (
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>The weights were not saved: {messageOf(weigh.error)}</Alert.Description>
        </Alert.Root>
      )}
      {saved && !weigh.error && (
        <Alert.Root status="success" borderRadius="md" data-testid="weigh-saved">
          <Alert.Indicator />
          <Alert.Description>
            Saved. Final total: {formatDecimalUsd(order.finalTotal)} (estimated{' '}
            {formatDecimalUsd(order.estimatedTotal)}).
          </Alert.Description>
        </Alert.Root>
      )}
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
