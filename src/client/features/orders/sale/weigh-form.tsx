/**
 * One weighing of an order's per-pound lines, wherever the seller does it (the order page's Weigh
 * dialog, the pickup check): the typed weights, the save, and what came of it.
 */
import { Alert } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDecimalUsd } from '../../../../shared/money';
import type { OrderDto } from '../../../../shared/order.schema';
import { messageOf } from '../../../lib/errors';
import { weighableLines } from './sale-rules';
import { useWeighLines } from './use-sale-mutations';
import { recordedWeights, type Weights, weighedLinesOf } from './weight-fields';

export function useWeighForm(order: OrderDto, onSaved?: (order: OrderDto) => void) {
  const lines = weighableLines(order);
  const [weights, setWeights] = useState(() => recordedWeights(lines));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<OrderDto | null>(null);
  const weigh = useWeighLines((updated) => {
    setSaved(updated);
    onSaved?.(updated);
  });
  return {
    lines,
    weights,
    /** Field errors show once the seller has tried to save. */
    showErrors: tried,
    saved,
    weigh,
    edit(next: Weights) {
      setWeights(next);
      setSaved(null);
    },
    save() {
      setTried(true);
      setSaved(null);
      const weighed = weighedLinesOf(lines, weights);
      if (weighed) weigh.mutate({ id: order.id, data: { lines: weighed } });
    },
    /** Back to the weights recorded on the order, as when the form is opened again. */
    reset() {
      setTried(false);
      setSaved(null);
      weigh.reset();
      setWeights(recordedWeights(lines));
    },
  };
}

/** The refusal, or the final total the saved weights give beside the estimate. */
export function WeighOutcome({ form }: { form: ReturnType<typeof useWeighForm> }) {
  if (form.weigh.error)
    return (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>The weights were not saved: {messageOf(form.weigh.error)}</Alert.Description>
      </Alert.Root>
    );
  if (!form.saved) return null;
  return (
    <Alert.Root status="success" borderRadius="md" data-testid="weigh-saved">
      <Alert.Indicator />
      <Alert.Description>
        Saved. Final total: {formatDecimalUsd(form.saved.finalTotal)} (estimated{' '}
        {formatDecimalUsd(form.saved.estimatedTotal)}).
      </Alert.Description>
    </Alert.Root>
  );
}
