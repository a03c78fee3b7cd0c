/** What the screens kept for use without signal say while there is none (docs/product/offline.md). */
import { Alert, Container } from '@chakra-ui/react';
import { onDockClock } from '../../shared/dock-clock';
import { offlineMessages } from '../../shared/messages/offline';

/**
 * "Offline - saved 10:42 AM" over a screen drawn from the copy kept on the device: the time the
 * copy was fetched, in the phone's own time format.
 */
export function OfflineSavedBanner({ savedAt }: { savedAt: number }) {
  const time = onDockClock(savedAt, { hour: 'numeric', minute: '2-digit' });
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="offline-saved">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{offlineMessages.savedAt(time)}</Alert.Title>
        <Alert.Description>{offlineMessages.savedExplained}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A screen with nothing kept for it, opened without network. */
export function OfflineUnavailable() {
  return (
    <Container maxW="xl" py="16">
      <Alert.Root status="warning" borderRadius="lg" data-testid="offline-unavailable">
        <Alert.Indicator />
        <Alert.Title>{offlineMessages.unavailable}</Alert.Title>
      </Alert.Root>
    </Container>
  );
}
