import { Badge, HStack } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc';

/** 'YYYY-MM' in words, e.g. 'March 2027'. */
const monthText = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The seller's checked, running licences as types and the month each runs to; never the numbers
 * (docs/product/traceability.md). Nothing shows while they load or when there are none.
 */
export function StorefrontLicences({ sellerId }: { sellerId: string }) {
  const licences = trpc.licences.list.useQuery({ sellerId });
  const rows = (licences.data ?? []).filter((row) => row.verified && !row.expired);
  if (rows.length === 0) return null;
  return (
    <HStack gap="2" flexWrap="wrap" aria-label="Licences" data-testid="storefront-licences">
      {rows.map((row) => (
        <Badge key={row.id} colorPalette="green" variant="subtle" size="lg" whiteSpace="normal">
          {row.label} · valid until {monthText(row.validUntilMonth)}
        </Badge>
      ))}
    </HStack>
  );
}
