import { Badge, Box, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { formatUnitPrice } from '../../../../shared/money';
import type { DockGroup } from './dock-groups';

/**
 * The docks on the map as a list: readable without the map's pictures, by keyboard and screen
 * reader, and the way to every listing when the tiles do not load.
 */
export function DockList({ docks, maxH }: { docks: DockGroup[]; maxH: object }) {
  if (docks.length === 0) {
    return (
      <Text color="fg.muted" p="4" borderWidth="1px" borderRadius="lg">
        No dock has listings matching these filters.
      </Text>
    );
  }
  return (
    <Stack
      as="ul"
      aria-label="Docks on the map"
      gap="3"
      listStyleType="none"
      overflowY={{ lg: 'auto' }}
      maxH={maxH}
      data-testid="dock-list"
    >
      {docks.map((dock) => (
        <Box as="li" key={dock.key} borderWidth="1px" borderRadius="lg" p="3">
          <HStack justify="space-between" align="start" gap="2">
            <HStack gap="1.5" align="start" minW="0">
              <Box flexShrink={0} mt="0.5" color="bay.fg" aria-hidden>
                <MapPin size={16} />
              </Box>
              <Text fontWeight="semibold" fontSize="sm">
                {dock.address ?? dock.sellers.map((seller) => seller.displayName).join(', ')}
              </Text>
            </HStack>
            {dock.priceLabel && (
              <Badge colorPalette="bay" variant="solid" flexShrink={0}>
                {dock.priceLabel}
              </Badge>
            )}
          </HStack>
          {dock.sellers.map((seller) => (
            <Stack key={seller.crabberId} gap="1" mt="2" pl="5">
              <Text fontSize="sm" color="fg.muted">
                {seller.displayName}
              </Text>
              <Stack as="ul" gap="1" listStyleType="none">
                {seller.listings.map((listing) => (
                  <HStack as="li" key={listing.id} justify="space-between" gap="2" fontSize="sm">
                    <ChakraLink asChild color="bay.fg" fontWeight="medium">
                      <Link to="/catch/$id" params={{ id: listing.id }}>
                        {listing.title}
                      </Link>
                    </ChakraLink>
                    <Text whiteSpace="nowrap" color="fg.muted">
                      {formatUnitPrice(listing)}
                    </Text>
                  </HStack>
                ))}
              </Stack>
              {seller.listingCount > seller.listings.length && (
                <Text fontSize="xs">and {seller.listingCount - seller.listings.length} more</Text>
              )}
            </Stack>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
