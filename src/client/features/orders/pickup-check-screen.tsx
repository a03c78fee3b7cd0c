import { Alert, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { pickupCheckMessages as texts } from '../../../shared/messages/pickup-check';
import type { OrderDto } from '../../../shared/order.schema';
import type { PickupListOrderDto } from '../../../shared/pickup-checkin.schema';
import { readPassInput } from '../../../shared/pickup-pass';
import { SavedPickups } from '../../components/orders/saved-pickups';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { FormAlert } from '../../components/ui/form-alert';
import { fieldErrorsOf, httpStatusOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSunTheme } from '../../lib/use-sun-theme';
import { checkOffline } from './offline-checkin/check-offline';
import { useOfflineCheckin } from './offline-checkin/use-offline-checkin';
import { FoundOrder, OfflineFoundOrder } from './pickup-check-orders';
import { PickupCheckStatus } from './pickup-check-status';
import { PickupCodeForm } from './pickup-code-form';
import { warmUpDecoder } from './qr-scanner';

/**
 * At the dock: the seller scans the buyer's QR pass or types its code, sees the order (only their
 * own), and completes the pickup. Offline, the pass is checked against the day's list saved on the
 * device and the pickup is queued until the network returns (docs/product/orders-and-pickup.md).
 */
export function PickupCheckScreen() {
  useDocumentTitle('Pickup Check');
  // The sun theme the seller chose on the dashboard holds at the dock too.
  useSunTheme();
  const { user, isSeller } = useCurrentUser();
  const offline = useOfflineCheckin(isSeller && user ? user.id : null);
  const [code, setCode] = useState('');
  const [found, setFound] = useState<OrderDto | null>(null);
  const [offlineResult, setOfflineResult] = useState<
    { order: PickupListOrderDto; how: 'scan' | 'code' } | { message: string; invalid: boolean } | null
  >(null);
  useEffect(() => {
    if (isSeller && offline.online) warmUpDecoder();
  }, [isSeller, offline.online]);

  const checkOnDevice = async (value: string) => {
    setFound(null);
    const result = await checkOffline(offline.saved?.list.orders ?? [], value);
    setOfflineResult(result.found ? { order: result.order, how: result.how } : result);
  };
  const check = trpc.orders.findByPickupCode.useMutation({
    onSuccess: (order) => {
      setOfflineResult(null);
      setFound(order);
    },
    onError: (error, { code: value }) => {
      setFound(null);
      if (redirectIfSignedOut(error)) return;
      // No answer at all: the network dropped before the browser noticed. Check on the device.
      if (httpStatusOf(error) === undefined && offline.saved) void checkOnDevice(value);
    },
  });
  const lookUp = (value: string) => {
    if (!value.trim()) return;
    setOfflineResult(null);
    if (offline.online) check.mutate({ code: value });
    else {
      check.reset();
      void checkOnDevice(value);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(code);
  };
  const onScanned = (scanned: string) => {
    // A scanned pass is the token itself: it is sent, not shown in the field.
    setCode('');
    if (readPassInput(scanned)) lookUp(scanned);
    else {
      check.reset();
      setFound(null);
      setOfflineResult({ message: texts.unreadablePass, invalid: false });
    }
  };

  if (!isSeller) {
    return (
      <Container maxW="lg" py="16">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{texts.sellersOnly}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }

  const error = check.error;
  const networkFailure = error && httpStatusOf(error) === undefined && offline.saved;
  const codeError =
    fieldErrorsOf(error).code?.[0] ??
    (offlineResult && 'invalid' in offlineResult && offlineResult.invalid
      ? offlineResult.message
      : undefined);
  const queuedIds = new Set(offline.pending.map((checkIn) => checkIn.orderId));

  return (
    <Container maxW="xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Pickup Check
          </Heading>
          <Text color="fg.muted">{texts.intro}</Text>
        </Stack>
        <PickupCheckStatus offline={offline} />
        <PickupCodeForm
          code={code}
          onCodeChange={setCode}
          codeError={codeError}
          checking={check.isPending}
          onSubmit={submit}
          onScanned={onScanned}
        />
        {error && !fieldErrorsOf(error).code && !networkFailure && <FormAlert>{messageOf(error)}</FormAlert>}
        {offlineResult && 'message' in offlineResult && !offlineResult.invalid && (
          <FormAlert>{offlineResult.message}</FormAlert>
        )}
        {found && <FoundOrder order={found} onUpdated={setFound} />}
        {offlineResult && 'order' in offlineResult && (
          <OfflineFoundOrder
            key={offlineResult.order.id}
            order={
              offline.saved?.list.orders.find((o) => o.id === offlineResult.order.id) ?? offlineResult.order
            }
            queued={queuedIds.has(offlineResult.order.id)}
            onCollect={(weights) => void offline.checkIn(offlineResult.order, offlineResult.how, weights)}
          />
        )}
        {offline.saved && <SavedPickups orders={offline.saved.list.orders} queued={queuedIds} />}
      </Stack>
    </Container>
  );
}
