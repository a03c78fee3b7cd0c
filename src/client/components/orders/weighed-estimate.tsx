import { Text } from '@chakra-ui/react';
import type { CartLineDto } from '../../../shared/cart.schema';
import { lineEstimatedCentilb, lineMaxTotalCents } from '../../../shared/cart-pricing';
import { formatUsd } from '../../../shared/money';
import { formatLb } from '../../../shared/weights';

/** A per-pound cart line's estimate, in words: "Est. 10 lb, up to $103.39 (weighed at pickup)". */
export function weighedEstimateText(line: CartLineDto): string | null {
  const centilb = lineEstimatedCentilb(line);
  if (centilb === null) return null;
  return `Est. ${formatLb(centilb)}, up to ${formatUsd(lineMaxTotalCents(line))} (weighed at pickup)`;
}

/** The estimated weight and the most a per-pound line may cost; nothing for a unit line. */
export function WeighedEstimate({ line }: { line: CartLineDto }) {
  const text = weighedEstimateText(line);
  if (!text) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="weighed-estimate">
      {text}
    </Text>
  );
}
