import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDecimalUsd } from '../../../../shared/money';
import type { OrderDto } from '../../../../shared/order.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useWeighForm, WeighOutcome } from './weigh-form';
import { WeightFields } from './weight-fields';

/**
 * "Weigh" at the dock: what each per-pound line weighed. The dialog stays open once saved to show
 * the final total, so the seller can tell the buyer before completing the pickup.
 */
export function WeighDialog({ order }: { order: OrderDto }) {
  const [open, setOpen] = useState(false);
  const form = useWeighForm(order);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.reset();
      }}
      trigger={
        <Button size="md" minH="11" colorPalette="bay" variant="outline">
          Weigh
        </Button>
      }
      title="Weigh the catch"
      cancelLabel={form.saved ? 'Done' : 'Cancel'}
      confirmLabel="Save weights"
      pending={form.weigh.isPending}
      onConfirm={form.save}
    >
      <Stack gap="4">
        <Text>
          Enter what the pieces handed over weigh on the scale. The buyer is charged for the weight, up to the
          maximum shown at checkout ({formatDecimalUsd(order.maxTotal)}).
        </Text>
        <WeightFields
          lines={form.lines}
          weights={form.weights}
          onChange={form.edit}
          showErrors={form.showErrors}
        />
        <WeighOutcome form={form} />
      </Stack>
    </ConfirmDialog>
  );
}
