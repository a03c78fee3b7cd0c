import { Input, Stack } from '@chakra-ui/react';
import type { OrderItemDto } from '../../../../shared/order.schema';
import { MAX_WEIGHT_CENTILB } from '../../../../shared/weight.schema';
import { lbToCentilb, shortLb, weighedLineNote } from '../../../../shared/weights';
import { FormField } from '../../../components/ui/form-field';
import { lineQtyText } from '../order-summary';

/** What the fields need of a per-pound line (an order's line, or one in the day's saved list). */
export type WeighedLine = Pick<
  OrderItemDto,
  'id' | 'title' | 'qty' | 'finalQty' | 'unitType' | 'estimatedLb' | 'finalLb'
>;

/** What each per-pound line weighed, as typed: item id → pounds. */
export type Weights = Record<string, string>;

/** The weights already recorded, to start the fields from (empty while not weighed). */
export function recordedWeights(lines: readonly WeighedLine[]): Weights {
  return Object.fromEntries(
    lines.map((line) => [line.id, line.finalLb === null ? '' : shortLb(lbToCentilb(line.finalLb) ?? 0)]),
  );
}

/** A typed weight the server would refuse, said in plain words; undefined when it is fine. */
export function weightError(value: string | undefined): string | undefined {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'Enter what the catch weighed';
  const centilb = lbToCentilb(trimmed);
  if (centilb === null || centilb <= 0 || centilb > MAX_WEIGHT_CENTILB)
    return 'Enter pounds above 0, like 10.4 (at most two decimals)';
  return undefined;
}

/** The weighing the server is sent: each line's weight once every field is fine, else null. */
export function weighedLinesOf(lines: readonly WeighedLine[], weights: Weights) {
  if (lines.some((line) => weightError(weights[line.id]))) return null;
  return lines.map((line) => ({ itemId: line.id, lb: (weights[line.id] ?? '').trim() }));
}

/** One large decimal field per per-pound line, with its estimate as the hint. */
export function WeightFields({
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
  return (
    <Stack gap="4">
      {lines.map((line) => (
        <FormField
          key={line.id}
          label={`Weight (lb): ${line.title}, ${lineQtyText(line)}`}
          helper={`${weighedLineNote({ estimatedLb: line.estimatedLb, finalLb: line.finalLb })}. A heavier catch is charged at the stated maximum.`}
          error={showErrors ? weightError(weights[line.id]) : undefined}
          required
        >
          <Input
            size="xl"
            minH="12"
            fontSize="xl"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={line.estimatedLb === null ? undefined : shortLb(lbToCentilb(line.estimatedLb) ?? 0)}
            value={weights[line.id] ?? ''}
            onChange={(e) => onChange({ ...weights, [line.id]: e.target.value })}
            data-testid={`weight-${line.id}`}
          />
        </FormField>
      ))}
    </Stack>
  );
}
