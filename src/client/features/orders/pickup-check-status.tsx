import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import { onDockClock } from '../../../shared/dock-clock';
import { pickupCheckMessages as texts } from '../../../shared/messages/pickup-check';
import { shortOrderId } from '../../../shared/order-status';
import { FormAlert } from '../../components/ui/form-alert';
import type { useOfflineCheckin } from './offline-checkin/use-offline-checkin';

function timeOf(iso: string): string {
  return onDockClock(iso, { hour: 'numeric', minute: '2-digit' });
}

/** Whether the device is offline, when the day's list was saved, and the check-ins waiting or sent. */
export function PickupCheckStatus({ offline }: { offline: ReturnType<typeof useOfflineCheckin> }) {
  return (
    <>
      {!offline.online && (
        <Alert.Root status="warning" data-testid="offline-state">
          <Alert.Indicator>
            <CloudOff />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{texts.offline}</Alert.Title>
            <Alert.Description>
              {texts.offlineExplained}{' '}
              {offline.saved ? texts.listSavedAt(timeOf(offline.saved.savedAt)) : texts.noListSaved}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {offline.online && offline.saved && (
        <Text fontSize="sm" color="fg.muted" data-testid="list-saved">
          {texts.listSavedAt(timeOf(offline.saved.savedAt))} {texts.listSavedOnline}
        </Text>
      )}
      {offline.pending.length > 0 && (
        <HStack gap="3" flexWrap="wrap" data-testid="checkins-waiting">
          <Text fontWeight="semibold" role="status">
            {texts.waiting(offline.pending.length)}
          </Text>
          {offline.online && (
            <Button size="sm" minH="12" variant="outline" onClick={() => void offline.sync()}>
              {texts.sendNow}
            </Button>
          )}
        </HStack>
      )}
      {offline.report && (
        <Stack gap="2" data-testid="sync-report">
          {offline.report.sent > offline.report.conflicts.length && (
            <FormAlert status="success">
              {texts.synced(offline.report.sent - offline.report.conflicts.length)}
            </FormAlert>
          )}
          {offline.report.conflicts.length > 0 && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{texts.conflictsTitle}</Alert.Title>
                <Alert.Description>
                  <Stack as="ul" gap="1" ps="4">
                    {offline.report.conflicts.map((conflict) => (
                      <Text as="li" key={conflict.orderId}>
                        Order #{shortOrderId(conflict.orderId)}: {conflict.message}
                      </Text>
                    ))}
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      )}
    </>
  );
}
