import { Badge, Center, Container, Grid, GridItem, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CatchDto } from '../../../shared/catch.schema';
import { sellerTypeLabels } from '../../../shared/roles';
import { PushAlertsSwitch } from '../../components/orders/push-alerts-switch';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useIsOffline } from '../../lib/use-is-offline';
import { useSunTheme } from '../../lib/use-sun-theme';
import { AnalyticsCard } from './analytics-card';
import { AvailabilityCard } from './availability-card';
import { BecomeCrabberPrompt } from './become-crabber-prompt';
import { DashboardNav, DashboardSection } from './dashboard-nav';
import { tabOf } from './dashboard-tabs';
import { InventoryCard } from './inventory-card';
import { LicencesCard } from './licences/licences-card';
import { ListingsCard } from './listings-card';
import { LocationCard } from './location-card';
import { OfflineDashboard } from './offline-dashboard';
import { PaymentAccountCard } from './payment-account-card';
import { PickupRulesCard } from './pickup-rules-card';
import { PickupsCard } from './pickups-card';
import { PostCatchCard } from './post-catch-card';
import { ProfileCard } from './profile-card';
import { ReceiptsCard } from './receipts-card';
import { RecentOrdersCard } from './recent-orders-card';
import { ReviewsCard } from './reviews-card';
import { StandingDemandCard } from './standing-demand-card';
import { StatCards } from './stat-cards';
import { SunThemeSwitch } from './sun-theme-switch';
import { VerificationNotice } from './verification-notice';

export function DashboardScreen() {
  useDocumentTitle('Seller Dashboard');
  const { user, isSeller } = useCurrentUser();
  const profile = trpc.sellers.mine.useQuery(undefined, { enabled: isSeller });
  const offline = useIsOffline();
  const tab = tabOf(useSearch({ from: '/dashboard' }));
  const navigate = useNavigate();
  const [sun, setSun] = useSunTheme();
  // "Post again" on a listing fills Post New Catch, the Post section on a phone.
  const [postAgainFrom, setPostAgainFrom] = useState<CatchDto | null>(null);
  const postAgain = (listing: CatchDto) => {
    setPostAgainFrom(listing);
    void navigate({ to: '/dashboard', search: { tab: 'post' } });
  };
  // A page loaded without signal never told the query client it was offline, so the failed
  // profile query is not retried on reconnecting by itself: the return of the signal asks again.
  const wasOffline = useRef(offline);
  const refetchProfile = profile.refetch;
  const missingProfile = !profile.data;
  useEffect(() => {
    if (wasOffline.current && !offline && isSeller && missingProfile) void refetchProfile();
    wasOffline.current = offline;
  }, [offline, isSeller, missingProfile, refetchProfile]);

  if (!isSeller) return <BecomeCrabberPrompt />;
  // Without signal and without the profile in the cache, what the device saved for the pickups;
  // the profile query runs again by itself when the signal returns (docs/product/offline.md).
  if (offline && !profile.data && user) return <OfflineDashboard sellerId={user.id} />;
  if (profile.isLoading) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading your dashboard" />
      </Center>
    );
  }
  // A seller role without a profile (set by hand) has nothing to manage until they apply.
  if (!profile.data) return <BecomeCrabberPrompt />;
  const seller = profile.data;

  return (
    <Container maxW="7xl" pt={{ base: '6', md: '10' }} pb={{ base: '28', lg: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Seller Dashboard
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            <Text color="fg.muted">
              {seller.displayName} · {sellerTypeLabels[seller.sellerType]}
              {user?.firstName ? ` · Welcome back, ${user.firstName}` : ''}
            </Text>
            {seller.verificationStatus === 'approved' && (
              <Badge colorPalette="green" gap="1">
                <BadgeCheck size={14} aria-hidden /> Verified Crabber
              </Badge>
            )}
            <SunThemeSwitch on={sun} onChange={setSun} />
          </HStack>
        </Stack>
        <VerificationNotice profile={seller} />
        <DashboardSection name="today" tab={tab}>
          {/* On the water the phone, not this page, is where a seller hears of a new order. */}
          {seller.verificationStatus === 'approved' && <PushAlertsSwitch seller />}
          <StatCards />
        </DashboardSection>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <GridItem display="flex" flexDirection="column" gap="6">
            {/* The day's pickups and orders first: on a phone at the dock they are what the seller opens the page for. */}
            <DashboardSection name="today" tab={tab}>
              <PickupsCard profile={seller} />
              <RecentOrdersCard />
              <StandingDemandCard />
            </DashboardSection>
            <DashboardSection name="more" tab={tab}>
              <ReviewsCard profile={seller} />
            </DashboardSection>
            <DashboardSection name="post" tab={tab}>
              <PostCatchCard
                profile={seller}
                postAgainFrom={postAgainFrom}
                onPostAgainDone={() => setPostAgainFrom(null)}
              />
            </DashboardSection>
            <DashboardSection name="listings" tab={tab}>
              <ListingsCard onPostAgain={postAgain} />
              <InventoryCard />
            </DashboardSection>
          </GridItem>
          <GridItem>
            <DashboardSection name="more" tab={tab}>
              <PaymentAccountCard sellerId={seller.id} />
              <AvailabilityCard profile={seller} />
              <PickupRulesCard profile={seller} />
              <LocationCard profile={seller} />
              <ProfileCard profile={seller} />
              <LicencesCard sellerId={seller.id} />
              <AnalyticsCard />
              <ReceiptsCard />
            </DashboardSection>
          </GridItem>
        </Grid>
      </Stack>
      <DashboardNav tab={tab} />
    </Container>
  );
}
