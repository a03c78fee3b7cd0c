import { Link, Text } from '@chakra-ui/react';

/**
 * Buyers of oysters and clams in the shell keep the harvester tags for 90 days
 * (docs/product/traceability.md, Shellfish tags): their records as a file to keep.
 */
export function ShellfishTagsLink() {
  return (
    <Text fontSize="sm" color="fg.muted">
      Bought oysters or clams in the shell?{' '}
      <Link href="/api/shellfish-tags?format=csv" download colorPalette="bay" variant="underline">
        Download your shellfish tag records (CSV, last 90 days)
      </Link>
    </Text>
  );
}
