import { Badge, Box, Button, Card, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { notFound } from '@tanstack/react-router';
import { storefrontMessages } from '../../../shared/messages/storefront';
import { sellerTypeLabels } from '../../../shared/roles';
import type { PublicSellerDto } from '../../../shared/seller.schema';
import { FollowButton } from '../../components/alerts/follow-button';
import { VerifiedIcon } from '../../components/catches/catch-badges';
import { FALLBACK_SELLER_AVATAR, fallBackTo } from '../../components/catches/catch-images';
import { RatingSummary } from '../../components/reviews/rating-stars';
import { StandingOrderLink } from '../../components/standing-orders/standing-order-link';
import { httpStatusOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PickupCard } from './pickup-card';
import { PickupHours } from './pickup-hours';
import { SpeciesWaitlist } from './species-waitlist';
import { StorefrontLicences } from './storefront-licences';
import { StorefrontListings } from './storefront-listings';
import { StorefrontReviews } from './storefront-reviews';
import { HERO_ASPECT_RATIO, StorefrontColumns, StorefrontSkeleton } from './storefront-skeleton';

/** The seller's own photo across the top; the harbour illustration when they have none or it fails. */
function Hero({ src }: { src: string | null }) {
  return (
    <Box aspectRatio={HERO_ASPECT_RATIO} borderRadius="xl" overflow="hidden" bg="bay.subtle">
      <Image
        src={src ?? FALLBACK_SELLER_AVATAR}
        onError={fallBackTo(FALLBACK_SELLER_AVATAR)}
        alt=""
        w="full"
        h="full"
        objectFit="cover"
      />
    </Box>
  );
}

/** Who the seller is and when they hand over: the bio, their specialties, the weekly pickup hours. */
function About({ seller }: { seller: PublicSellerDto }) {
  const bio = seller.bio?.trim();
  return (
    <Stack gap="8">
      {bio && (
        <Stack gap="2">
          <Heading as="h2" size="lg">
            {storefrontMessages.about}
          </Heading>
          <Text whiteSpace="pre-line" data-testid="storefront-bio">
            {bio}
          </Text>
        </Stack>
      )}
      {seller.specialties.length > 0 && (
        <Stack gap="2">
          <Heading as="h2" size="lg">
            {storefrontMessages.specialties}
          </Heading>
          <HStack
            as="ul"
            gap="2"
            flexWrap="wrap"
            listStyleType="none"
            aria-label={storefrontMessages.specialties}
          >
            {seller.specialties.map((specialty) => (
              <li key={specialty}>
                <Badge size="lg" colorPalette="bay" variant="subtle">
                  {specialty}
                </Badge>
              </li>
            ))}
          </HStack>
        </Stack>
      )}
      <PickupHours seller={seller} />
    </Stack>
  );
}

/**
 * /sellers/{id}: an approved seller's storefront (docs/product/sellers.md): who they are, where and
 * when they hand over, and what they have listed now. Anyone else's id is the not-found screen.
 */
export function StorefrontScreen({ id }: { id: string }) {
  const query = trpc.sellers.publicProfile.useQuery({ id });
  const seller = query.data;
  const { user } = useCurrentUser();
  useDocumentTitle(seller?.displayName ?? 'Seller');

  if (query.isLoading) return <StorefrontSkeleton />;
  // An applicant, a rejected seller or an unknown id: the route's not-found screen, as the server's
  // 404 for the page says.
  if (httpStatusOf(query.error) === 404) throw notFound();
  if (!seller) {
    return (
      <Container maxW="lg" py={{ base: '12', md: '20' }}>
        <Card.Root>
          <Card.Body gap="4">
            <Heading as="h1" size="xl">
              {storefrontMessages.loadFailed}
            </Heading>
            <Text color="fg.muted">{messageOf(query.error)}</Text>
            <Button
              alignSelf="start"
              colorPalette="bay"
              variant="outline"
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
          </Card.Body>
        </Card.Root>
      </Container>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Hero src={seller.heroPhotoUrl} />
      <Stack gap="1.5" mt={{ base: '4', md: '6' }}>
        <HStack gap="2" align="center">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="short">
            {seller.displayName}
          </Heading>
          <VerifiedIcon size={24} />
        </HStack>
        <Text color="fg.muted">
          {sellerTypeLabels[seller.sellerType]} · {storefrontMessages.verified}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {storefrontMessages.memberSince(seller.memberSince)}
        </Text>
        <StorefrontLicences sellerId={seller.id} />
        <RatingSummary rating={seller.rating} size="md" />
        {/* The buyer's two ways to keep up with a seller, side by side. */}
        <HStack gap="3" wrap="wrap" align="center">
          {/* A seller does not follow their own storefront. */}
          {user && user.crabberProfile?.id !== seller.id && (
            <FollowButton crabberId={seller.id} sellerName={seller.displayName} />
          )}
          <StandingOrderLink sellerId={seller.id} />
        </HStack>
      </Stack>
      <StorefrontColumns>
        <About seller={seller} />
        <PickupCard seller={seller} />
      </StorefrontColumns>
      <StorefrontListings seller={seller} />
      <SpeciesWaitlist seller={seller} />
      <StorefrontReviews seller={seller} />
    </Container>
  );
}
