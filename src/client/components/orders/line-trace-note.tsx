import { Text } from '@chakra-ui/react';
import { shellfishTagText } from '../../../shared/shellfish-tag.schema';
import type { ShellfishTag } from '../../../shared/traceability-kinds';

/**
 * Where a sold line came from, under its title on the pass, the receipt and the seller's pick list:
 * its traceability lot code, and for shellfish in the shell the harvester tag that goes with it.
 */
export function LineTraceNote({
  lotCode,
  shellfishTag,
}: {
  lotCode: string | null;
  shellfishTag: ShellfishTag | null;
}) {
  return (
    <>
      {lotCode && (
        <Text textStyle="xs" color="fg.muted" data-testid="line-lot-code">
          Lot {lotCode}
        </Text>
      )}
      {shellfishTag && (
        // Narrow enough to wrap inside the receipt's table rather than widen it past its card.
        <Text textStyle="xs" color="fg.muted" maxW="2xs" whiteSpace="normal" data-testid="line-shellfish-tag">
          {shellfishTagText(shellfishTag)}
        </Text>
      )}
    </>
  );
}
