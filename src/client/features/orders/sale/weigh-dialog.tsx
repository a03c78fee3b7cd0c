import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDecimalUsd } from '../../../../shared/money';
import type { OrderDto } from '../../../../shared/order.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/errors';
import { weighableLines } from './sale-rules';
import { useWeighLines } from './use-sale-mutations';
import { recordedWeights, WeightFields, weighedLinesOf } from './weight-fields';

/**
 * "Weigh" at the dock: what each per-pound line weighed. The dialog stays open once saved to show
 * the final total, so the seller can tell the buyer before completing the pickup.
 */
export function WeighDialog({ order }: { order: OrderDto }) {
  const lines = weighableLines(order);
  const [open, setOpen] = useState(false);
  const [weights, setWeights] = useState(() => recordedWeights(lines));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<OrderDto | null>(null);
  const weigh = useWeighLines(setSaved);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setTried(false);
        setSaved(null);
        weigh.reset();
        if (next) setWeights(recordedWeights(lines));
      }}
      trigger={
        <Button size="md" minH="11" colorPalette="bay" variant="outline">
          Weigh
        </Button>
      }
      title="Weigh the catch"
      cancelLabel={saved ? 'Done' : 'Cancel'}
      confirmLabel="Save weights"
      pending={weigh.isPending}
      onConfirm={() => {
        setTried(true);
        setSaved(null);
        const weighed = weighedLinesOf(lines, weights);
        if (weighed) weigh.mutate({ id: order.id, data: { lines: weighed } });
      }}
    >
      <Stack gap="4">
        <Text>
          Enter what the pieces handed over weigh on the scale. The buyer is charged for the weight, up to the
          maximum shown at checkout ({formatDecimalUsd(order.maxTotal)}).
        </Text>
        <WeightFields
          lines={lines}
          weights={weights}
          onChange={(next) => {
            setWeights(next);
            setSaved(null);
          }}
          showErrors={tried}
        />
        {weigh.error && (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>The weights were not saved: {messageOf(weigh.error)}</Alert.Description>
          </Alert.Root>
        )}
        {saved && (
          <Alert.Root status="success" borderRadius="md" data-testid="weigh-saved">
            <Alert.Indicator />
            <Alert.Description>
              Saved. Final total: {formatDecimalUsd(saved.finalTotal)} (estimated{' '}
              {formatDecimalUsd(saved.estimatedTotal)}).
            </Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
