import { Box, Button, Card, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarClock, MapPin, Package, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CatchDto, CatchSellerDto } from '../../../shared/catch.schema';
import { isFeatured } from '../../../shared/featured';
import { formatDecimalUsd } from '../../../shared/money';
import { perPieceText } from '../../../shared/weights';
import { PersonAvatar } from '../ui/person-avatar';
import { nextPickupText, quantityLeftText, townOf } from './card-facts';
import { FeaturedBadge, InSeasonBadge, PrepBadge, SizeBadge, VerifiedIcon } from './catch-badges';
import { FALLBACK_CATCH_PHOTO, FALLBACK_SELLER_AVATAR, fallBackTo } from './catch-images';

export const CONTACT_FOR_LOCATION = 'Contact for location';

/**
 * The seller's rating on a card: a star, the average to one decimal and "(count)"; nothing before
 * the first review. Written out here rather than with the storefront's RatingSummary: the landing's
 * cards load with the first page, and a shared module would cost its own chunk there.
 */
function CardRating({ rating: { average, count } }: Pick<CatchSellerDto, 'rating'>) {
  if (average === null) return null;
  const shown = average.toFixed(1);
  return (
    <Text
      fontSize="sm"
      display="flex"
      alignItems="center"
      gap="1"
      role="img"
      aria-label={`Rated ${shown} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}
      data-testid="rating-summary"
    >
      <Star size={14} fill="currentColor" color="var(--chakra-colors-yellow-500)" aria-hidden />
      <b>{shown}</b> ({count})
    </Text>
  );
}

/** A fact line on the card: an icon and a short text. */
function CardFact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" align="start" data-testid={testId}>
      <Box flexShrink={0} mt="0.5" aria-hidden>
        {icon}
      </Box>
      <Text lineClamp={1}>{children}</Text>
    </HStack>
  );
}

/** The title's link covers the whole card, and its focus ring goes round the card. */
const stretchedLink = {
  outline: 'none',
  '&::after': { content: '""', position: 'absolute', inset: '0', borderRadius: 'inherit' },
  '&:focus-visible::after': { outline: '3px solid', outlineColor: 'bay.focusRing', outlineOffset: '-3px' },
} as const;

/** Lifts a control above the card's link so it keeps its own target. */
const aboveCardLink = { position: 'relative', zIndex: 1 } as const;

/**
 * A listing as a card (docs/product/catalog.md). The whole card opens the listing: its title is the
 * one link to it, stretched over the card, so a screen reader hears the title once rather than
 * every fact. The seller's name and the signed-out landing's 'Sign In to Reserve' stay their own
 * links above it; without that action the card shows a View Details button that is only a look.
 */
export function CatchCard({
  listing,
  action,
  now = new Date(),
  first = false,
}: {
  listing: CatchDto;
  action?: ReactNode;
  now?: Date;
  /** The first card of its list: its photo loads at once and before others. */
  first?: boolean;
}) {
  const seller = listing.crabber;
  const nextPickup = nextPickupText(listing, now);
  return (
    <Card.Root
      overflow="hidden"
      h="full"
      data-testid="catch-card"
      variant="outline"
      position="relative"
      transition="box-shadow 0.15s"
      _hover={{ shadow: 'md' }}
    >
      <Box position="relative" bg="bay.subtle">
        <Image
          src={listing.photos[0] ?? FALLBACK_CATCH_PHOTO}
          onError={fallBackTo(FALLBACK_CATCH_PHOTO)}
          alt={listing.title}
          w="full"
          aspectRatio={4 / 3}
          objectFit="cover"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
        {isFeatured(listing, now) && (
          <Box position="absolute" top="3" left="3">
            <FeaturedBadge />
          </Box>
        )}
      </Box>
      <Card.Body gap="3" p="4">
        <Text as="h3" fontWeight="semibold" fontSize="lg" lineHeight="short" lineClamp={2}>
          <Box asChild css={stretchedLink}>
            <Link to="/catch/$id" params={{ id: listing.id }} data-testid="catch-card-link">
              {listing.title}
            </Link>
          </Box>
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <PrepBadge prep={listing.prep} />
          <SizeBadge sizeMix={listing.sizeMix} />
          {listing.inSeason && <InSeasonBadge />}
          {typeof listing.distanceMiles === 'number' && (
            <Text fontSize="xs" color="fg.muted">
              {listing.distanceMiles} mi away
            </Text>
          )}
        </HStack>
        <Stack gap="1">
          <CardFact icon={<MapPin size={14} />} testId="card-town">
            {seller.pickupLocationAddress ? townOf(seller.pickupLocationAddress) : CONTACT_FOR_LOCATION}
          </CardFact>
          <CardFact icon={<CalendarClock size={14} />} testId="card-next-pickup">
            {nextPickup ? `Next pickup ${nextPickup}` : 'Contact seller for pickup'}
          </CardFact>
          <CardFact icon={<Package size={14} />} testId="card-quantity-left">
            {quantityLeftText(listing.qtyAvailable, listing.unitType)}
          </CardFact>
        </Stack>
        <HStack gap="2">
          <PersonAvatar
            size="xs"
            name={seller.displayName}
            src={seller.profileImageUrl ?? seller.heroPhotoUrl ?? FALLBACK_SELLER_AVATAR}
          />
          <Text
            asChild
            fontSize="sm"
            fontWeight="medium"
            _hover={{ textDecoration: 'underline' }}
            {...aboveCardLink}
          >
            <Link to="/sellers/$id" params={{ id: seller.id }}>
              {seller.displayName}
            </Link>
          </Text>
          {seller.verificationStatus === 'approved' && <VerifiedIcon size={14} />}
        </HStack>
        <CardRating rating={seller.rating} />
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <Stack w="full" gap="3">
          <Text fontWeight="bold" fontSize="xl" color="bay.fg">
            {formatDecimalUsd(listing.unitPrice)}
            <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
              /{listing.pricing === 'per_lb' ? 'lb' : listing.unitType}
            </Text>
          </Text>
          {listing.estimatedLbPerUnit && (
            <Text fontSize="sm" color="fg.muted" data-testid="weight-range">
              {perPieceText(listing.estimatedLbPerUnit)}
            </Text>
          )}
          {action ? (
            <Box {...aboveCardLink}>{action}</Box>
          ) : (
            <Button as="span" size="sm" colorPalette="bay" w="full" aria-hidden>
              View Details
            </Button>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
