import { Text } from '@chakra-ui/react';

/** A line's traceability lot code, under its title on the pass and the receipt. */
export function LotCodeNote({ lotCode }: { lotCode: string | null }) {
  if (!lotCode) return null;
  return (
    <Text textStyle="xs" color="fg.muted" data-testid="line-lot-code">
      Lot {lotCode}
    </Text>
  );
}
