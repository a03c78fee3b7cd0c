import { Card, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { CatchSellerDto } from '../../../shared/catch.schema';
import { sellerTypeLabels } from '../../../shared/roles';
import { VerifiedIcon } from '../../components/catches/catch-badges';
import { FALLBACK_SELLER_AVATAR } from '../../components/catches/catch-images';
import { RatingSummary } from '../../components/reviews/rating-stars';
import { PersonAvatar } from '../../components/ui/person-avatar';

export const BIO_FALLBACK = 'Experienced Chesapeake Bay crabber';

/** Who is selling: avatar, name, verified mark when approved, bio with its fallback text. */
export function SellerCard({ seller }: { seller: CatchSellerDto }) {
  const verified = seller.verificationStatus === 'approved';
  return (
    <Card.Root variant="subtle" data-testid="seller-card">
      <Card.Body gap="3" p="4">
        <HStack gap="3">
          <PersonAvatar
            size="lg"
            name={seller.displayName}
            src={seller.profileImageUrl ?? seller.heroPhotoUrl ?? FALLBACK_SELLER_AVATAR}
          />
          <Stack gap="0">
            <HStack gap="1.5">
              <ChakraLink asChild fontWeight="semibold" color="bay.fg">
                <Link to="/sellers/$id" params={{ id: seller.id }}>
                  {seller.displayName}
                </Link>
              </ChakraLink>
              {verified && <VerifiedIcon />}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {sellerTypeLabels[seller.sellerType]}
              {verified && ' · Verified Crabber'}
            </Text>
            <RatingSummary rating={seller.rating} />
          </Stack>
        </HStack>
        <Text fontSize="sm">{seller.bio?.trim() || BIO_FALLBACK}</Text>
        {seller.pickupInstructions && (
          <Text fontSize="sm" color="fg.muted">
            <Text as="span" fontWeight="medium" color="fg">
              Pickup instructions:{' '}
            </Text>
            {seller.pickupInstructions}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
