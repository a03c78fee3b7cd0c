import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarDays, MapPin } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { isFeatured } from '../../../shared/featured';
import { catalogMessages } from '../../../shared/messages/catalog';
import { moderationMessages } from '../../../shared/messages/moderation';
import { formatDecimalUsd } from '../../../shared/money';
import { perPieceText } from '../../../shared/weights';
import { FeaturedBadge, PrepBadge, SizeBadge } from '../../components/catches/catch-badges';
import { CONTACT_FOR_LOCATION } from '../../components/catches/catch-card';
import { ShellfishTagFacts } from '../../components/catches/shellfish-tag-facts';
import { LazyInBrowser } from '../../components/lazy-in-browser';
import { ReportButton } from '../../components/moderation/report-button';
import { StandingOrderLink } from '../../components/standing-orders/standing-order-link';
import { httpStatusOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OffSaleNotice } from './off-sale-notice';
import { PhotoGallery } from './photo-gallery';
import { PurchasePanel, type PurchaseSelection } from './purchase-panel';
import { SellerCard } from './seller-card';
import { WaitlistPanel } from './waitlist-panel';

function BackToMarketplace() {
  return (
    <Button asChild variant="ghost" colorPalette="bay" alignSelf="start" px="0">
      <Link to="/marketplace">
        <ArrowLeft size={16} /> Back to Marketplace
      </Link>
    </Button>
  );
}

const isNotFound = (error: unknown) => httpStatusOf(error) === 404;

const ListingModeration = lazy(() => import('../../components/moderation/listing-moderation'));

/** /catch/{id}: one listing with its seller and the choices a buyer makes before adding it to the cart. */
export function CatchDetailScreen({
  id,
  purchaseAction,
}: {
  id: string;
  purchaseAction?: (selection: PurchaseSelection) => ReactNode;
}) {
  const query = trpc.catalog.byId.useQuery({ id });
  const listing = query.data;
  const viewer = useCurrentUser();
  const waitlist = trpc.waitlist.status.useQuery({ catchId: id }, { enabled: viewer.isSignedIn });
  const heldForYou = waitlist.data?.entry?.heldQty ?? 0;
  useDocumentTitle(listing?.title ?? (query.isError ? catalogMessages.catchNotFound : 'Catch'));

  if (query.isLoading) {
    return (
      <Container maxW="6xl" py="10">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8">
          <Skeleton aspectRatio={4 / 3} borderRadius="xl" />
          <Stack gap="4">
            <Skeleton h="10" />
            <Skeleton h="6" w="60%" />
            <Skeleton h="32" />
          </Stack>
        </Grid>
      </Container>
    );
  }

  if (!listing) {
    return (
      <Container maxW="lg" py={{ base: '12', md: '20' }}>
        <Card.Root>
          <Card.Body gap="4">
            <Heading as="h1" size="xl">
              {isNotFound(query.error) ? catalogMessages.catchNotFound : 'We could not load this catch'}
            </Heading>
            {!isNotFound(query.error) && <Text color="fg.muted">{messageOf(query.error)}</Text>}
            <BackToMarketplace />
          </Card.Body>
        </Card.Root>
      </Container>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <BackToMarketplace />
      {/* On phones the seller comes after the buying choices; beside them on wider screens. */}
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr' }}
        templateAreas={{ base: '"photo" "info" "seller"', md: '"photo info" "seller info"' }}
        templateRows={{ md: 'auto 1fr' }}
        columnGap="10"
        rowGap={{ base: '6', md: '5' }}
        mt="4"
      >
        <Box gridArea="photo">
          <PhotoGallery photos={listing.photos} title={listing.title} />
        </Box>
        <Box gridArea="seller">
          <SellerCard seller={listing.crabber} />
        </Box>
        <Stack gap="5" gridArea="info">
          <Stack gap="3">
            <HStack gap="2" flexWrap="wrap">
              <PrepBadge prep={listing.prep} />
              <SizeBadge sizeMix={listing.sizeMix} />
              {isFeatured(listing, new Date()) && <FeaturedBadge />}
            </HStack>
            <Heading as="h1" size="3xl" lineHeight="short">
              {listing.title}
            </Heading>
            <Text fontSize="2xl" fontWeight="bold" color="bay.fg">
              {formatDecimalUsd(listing.unitPrice)}
              <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                /{listing.pricing === 'per_lb' ? 'lb' : listing.unitType}
              </Text>
            </Text>
            {listing.estimatedLbPerUnit && (
              <Text fontSize="sm" color="fg.muted" data-testid="weight-range">
                {perPieceText(listing.estimatedLbPerUnit)}
              </Text>
            )}
          </Stack>
          {listing.description && <Text>{listing.description}</Text>}
          <Stack gap="2" fontSize="sm">
            <HStack gap="2" align="start">
              <MapPin size={16} aria-hidden />
              <Text>
                <Text as="span" fontWeight="medium">
                  Pickup:{' '}
                </Text>
                {listing.crabber.pickupLocationAddress ?? CONTACT_FOR_LOCATION}
              </Text>
            </HStack>
            {(listing.harvestLocation || listing.harvestDate) && (
              <HStack gap="2" align="start">
                <CalendarDays size={16} aria-hidden />
                <Text>
                  <Text as="span" fontWeight="medium">
                    Harvested:{' '}
                  </Text>
                  {[
                    listing.harvestLocation,
                    listing.harvestDate &&
                      onDockClock(listing.harvestDate, { weekday: 'short', month: 'short', day: 'numeric' }),
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Text>
              </HStack>
            )}
            {listing.lotCode && (
              <Text color="fg.muted" data-testid="catch-lot-code">
                Lot {listing.lotCode}
              </Text>
            )}
          </Stack>
          {listing.shellfishTag && <ShellfishTagFacts tag={listing.shellfishTag} />}
          {!listing.isActive && (
            <Alert.Root status="info" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Description>This listing is not active, so buyers do not see it.</Alert.Description>
            </Alert.Root>
          )}
          {listing.hiddenReason !== null && (
            <Alert.Root status="error" borderRadius="lg" data-testid="listing-hidden">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{moderationMessages.listingHiddenBadge}</Alert.Title>
                <Alert.Description>
                  {moderationMessages.listingHiddenNotice(listing.hiddenReason)}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <OffSaleNotice reason={listing.offSaleReason} />
          {viewer.isSignedIn && viewer.user?.crabberProfile?.id !== listing.crabberId && (
            <WaitlistPanel
              catchId={listing.id}
              soldOut={listing.qtyAvailable === 0 && listing.offSaleReason === null}
              status={waitlist.data}
            />
          )}
          <PurchasePanel listing={listing} action={purchaseAction} heldForYou={heldForYou} />
          <StandingOrderLink sellerId={listing.crabber.id} catchId={listing.id} />
          {viewer.isAdmin ? (
            // The admin's tools join after hydration, which never waits for their code.
            <LazyInBrowser>
              <ListingModeration catchId={listing.id} hidden={listing.hiddenReason !== null} />
            </LazyInBrowser>
          ) : (
            viewer.isSignedIn &&
            viewer.user?.crabberProfile?.id !== listing.crabberId && (
              <Box alignSelf="start">
                <ReportButton targetType="listing" targetId={listing.id} />
              </Box>
            )
          )}
        </Stack>
      </Grid>
    </Container>
  );
}
