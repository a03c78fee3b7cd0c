import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ScanLine } from 'lucide-react';
import { offlineMessages } from '../../../shared/messages/offline';
import { pickupCheckMessages as texts } from '../../../shared/messages/pickup-check';
import { OfflineSavedBanner } from '../../components/offline-notices';
import { SavedPickups } from '../../components/orders/saved-pickups';
import { useSavedPickups } from '../../lib/offline-checkin/use-saved-pickups';

/**
 * The dashboard opened without signal and with nothing of it in the cache: the day's pickups the
 * pickup check saved on this device, the check-ins waiting to be sent, and the way to the pickup
 * check, which works offline. The full dashboard comes back by itself with the signal.
 */
export function OfflineDashboard({ sellerId }: { sellerId: string }) {
  const { loaded, saved, pending } = useSavedPickups(sellerId);
  const queued = new Set(pending.map((checkIn) => checkIn.orderId));
  return (
    <Container maxW="xl" py={{ base: '6', md: '10' }} data-testid="offline-dashboard">
      <Stack gap="6">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Seller Dashboard
        </Heading>
        {loaded &&
          (saved ? (
            <Stack gap="2">
              <OfflineSavedBanner savedAt={Date.parse(saved.savedAt)} />
              <Text color="fg.muted">{texts.dashboardOffline}</Text>
            </Stack>
          ) : (
            <Alert.Root status="warning" borderRadius="lg" data-testid="offline-unavailable">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{offlineMessages.unavailable}</Alert.Title>
                <Alert.Description>{texts.dashboardNoListSaved}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ))}
        {pending.length > 0 && (
          <Text fontWeight="semibold" role="status" data-testid="checkins-waiting">
            {texts.waiting(pending.length)}
          </Text>
        )}
        <Button asChild colorPalette="crab" alignSelf="start">
          <Link to="/pickup-check">
            <ScanLine aria-hidden /> {texts.openPickupCheck}
          </Link>
        </Button>
        {saved && <SavedPickups orders={saved.list.orders} queued={queued} />}
      </Stack>
    </Container>
  );
}
