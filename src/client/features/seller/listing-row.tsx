import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Repeat, Sparkles, Trash2 } from 'lucide-react';
import type { CatchDto } from '../../../shared/catch.schema';
import { onDockClock } from '../../../shared/dock-clock';
import { isFeatured } from '../../../shared/featured';
import { isListingExpired } from '../../../shared/listing-availability';
import { moderationMessages } from '../../../shared/messages/moderation';
import { formatUnitPrice } from '../../../shared/money';
import { ListingThumbnail } from '../../components/catches/listing-thumbnail';
import { EditListingDialog } from './edit-listing-dialog';
import { optionLabel } from './option-labels';

interface ListingRowProps {
  listing: CatchDto;
  now: Date;
  removing: boolean;
  onRemove: () => void;
  onPromote: () => void;
  /** Fills Post New Catch from this listing (harvested now, fresh expiry, same windows). */
  onPostAgain: () => void;
}

export function ListingRow({ listing, now, removing, onRemove, onPromote, onPostAgain }: ListingRowProps) {
  const featured = isFeatured(listing, now);
  const expired = isListingExpired(listing, now);
  return (
    <HStack
      as="li"
      align="start"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="seller-listing"
      flexWrap={{ base: 'wrap', sm: 'nowrap' }}
    >
      <ListingThumbnail photos={listing.photos} size="16" />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {listing.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatUnitPrice(listing)} · {listing.qtyAvailable} available · {optionLabel(listing.prep)} ·{' '}
          {optionLabel(listing.sizeMix)}
        </Text>
        <HStack gap="1" flexWrap="wrap">
          {featured && (
            <Badge colorPalette="crab" gap="1">
              <Sparkles size={12} aria-hidden /> Featured until{' '}
              {onDockClock(listing.promotedUntil!, { month: 'short', day: 'numeric' })}
            </Badge>
          )}
          {!listing.isActive && <Badge colorPalette="gray">Inactive</Badge>}
          {expired && <Badge colorPalette="red">Expired</Badge>}
          {listing.qtyAvailable === 0 && <Badge colorPalette="orange">Sold out</Badge>}
          {listing.hiddenReason !== null && (
            <Badge colorPalette="red">{moderationMessages.listingHiddenBadge}</Badge>
          )}
        </HStack>
        {listing.hiddenReason !== null && (
          <Text fontSize="sm" color="red.fg" data-testid="listing-hidden-reason">
            {moderationMessages.listingHiddenNotice(listing.hiddenReason)}
          </Text>
        )}
      </Stack>
      <Box
        display="flex"
        gap={{ base: '1', sm: '2' }}
        flexWrap="wrap"
        justifyContent={{ base: 'start', sm: 'end' }}
        w={{ base: 'full', sm: 'auto' }}
      >
        <EditListingDialog listing={listing} />
        <Button
          size={{ base: 'xs', sm: 'sm' }}
          variant="outline"
          onClick={onPostAgain}
          aria-label={`Post again: ${listing.title}`}
        >
          <Repeat size={14} /> Post again
        </Button>
        {!featured && (
          <Button
            size={{ base: 'xs', sm: 'sm' }}
            colorPalette="crab"
            variant="outline"
            onClick={onPromote}
            disabled={!listing.isActive || expired || listing.hiddenReason !== null}
          >
            <Sparkles size={14} /> Promote
          </Button>
        )}
        <Button
          size={{ base: 'xs', sm: 'sm' }}
          variant="ghost"
          colorPalette="red"
          onClick={onRemove}
          loading={removing}
          aria-label={`Remove ${listing.title}`}
        >
          <Trash2 size={14} /> Remove
        </Button>
      </Box>
    </HStack>
  );
}
