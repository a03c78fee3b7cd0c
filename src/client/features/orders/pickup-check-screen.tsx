import { Alert, Button, Card, Container, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useHydrated } from '@tanstack/react-router';
import { Camera, CloudOff, ScanLine } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { pickupCheckMessages as texts } from '../../../shared/messages/pickup-check';
import type { OrderDto } from '../../../shared/order.schema';
import { shortOrderId } from '../../../shared/order-status';
import type { PickupListOrderDto } from '../../../shared/pickup-checkin.schema';
import { readPassInput } from '../../../shared/pickup-pass';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { displayNameOf } from '../../../shared/users';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { SavedPickups } from '../../components/orders/saved-pickups';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { FormAlert } from '../../components/ui/form-alert';
import { fieldErrorsOf, httpStatusOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { checkOffline } from './offline-checkin/check-offline';
import { useOfflineCheckin } from './offline-checkin/use-offline-checkin';
import { OrderActions } from './order-actions';
import { cameraAvailable, QrScanner, warmUpDecoder } from './qr-scanner';

function paymentText(order: Pick<OrderDto, 'paymentMethod' | 'paymentStatus'>, total: string): string {
  if (order.paymentMethod === 'cash') return texts.collectCash(total);
  return order.paymentStatus === 'paid' ? texts.paidByCard : texts.cardNotThrough;
}

function FoundOrder({ order, onUpdated }: { order: OrderDto; onUpdated: (order: OrderDto) => void }) {
  return (
    <Card.Root
      variant="outline"
      borderColor={order.status === 'ready' ? 'green.solid' : undefined}
      data-testid="found-order"
    >
      <Card.Body gap="3">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg">
            Order #{shortOrderId(order.id)}
          </Heading>
          <OrderStatusBadge status={order.status} />
        </HStack>
        <Text>
          <Text as="span" fontWeight="semibold">
            {displayNameOf(order.buyer)}
          </Text>{' '}
          · {pickupTimeText(order.pickupWindow, order.pickupSlotStart, order.pickupSlotEnd)}
        </Text>
        <Stack as="ul" gap="1" ps="5">
          {order.items.map((item) => (
            <Text as="li" key={item.id}>
              {item.qty} {item.unitType} {item.title}
            </Text>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {paymentText(order, order.amountTotal)}
        </Text>
        <StatusAlert status={order.status} />
        <OrderActions order={order} onUpdated={onUpdated} />
        <Link
          to="/orders/$id"
          params={{ id: order.id }}
          style={{ textDecoration: 'underline', fontSize: '0.875rem' }}
        >
          Open the order
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

function StatusAlert({ status }: { status: OrderDto['status'] }) {
  if (status === 'completed') return <FormAlert status="success">{texts.used}</FormAlert>;
  if (status === 'cancelled') return <FormAlert>{texts.cancelled}</FormAlert>;
  if (status === 'no_show') return <FormAlert>{texts.noShow}</FormAlert>;
  return null;
}

/** An order found in the saved list while offline: collected on the device, sent later. */
function OfflineFoundOrder({
  order,
  queued,
  onCollect,
}: {
  order: PickupListOrderDto;
  queued: boolean;
  onCollect: () => void;
}) {
  const unpaidCard = order.paymentMethod === 'card' && order.paymentStatus !== 'paid';
  const open = order.status === 'confirmed' || order.status === 'preparing' || order.status === 'ready';
  return (
    <Card.Root variant="outline" data-testid="found-order">
      <Card.Body gap="3">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg">
            Order {order.reference}
          </Heading>
          <OrderStatusBadge status={queued ? 'completed' : order.status} />
        </HStack>
        <Text>
          <Text as="span" fontWeight="semibold">
            {order.buyerName}
          </Text>{' '}
          · {order.pickupLabel}
        </Text>
        <Text>{order.items}</Text>
        <Text fontSize="sm" color="fg.muted">
          {paymentText(order, order.total)}
        </Text>
        {queued ? (
          <FormAlert status="success">{texts.checkedInOffline}</FormAlert>
        ) : (
          <StatusAlert status={order.status} />
        )}
        {!queued && open && !unpaidCard && (
          <HStack>
            <Button colorPalette="green" onClick={onCollect}>
              Complete Pickup
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function timeOf(iso: string): string {
  return onDockClock(iso, { hour: 'numeric', minute: '2-digit' });
}

/**
 * At the dock: the seller scans the buyer's QR pass or types its code, sees the order (only their
 * own), and completes the pickup. Offline, the pass is checked against the day's list saved on the
 * device and the pickup is queued until the network returns (docs/product/orders-and-pickup.md).
 */
export function PickupCheckScreen() {
  useDocumentTitle('Pickup Check');
  const { user, isSeller } = useCurrentUser();
  const offline = useOfflineCheckin(isSeller && user ? user.id : null);
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState(false);
  // The server cannot know the device's camera; the button appears once the page is live.
  const hasCamera = useHydrated() && cameraAvailable();
  const [found, setFound] = useState<OrderDto | null>(null);
  const [offlineResult, setOfflineResult] = useState<
    { order: PickupListOrderDto; how: 'scan' | 'code' } | { message: string; invalid: boolean } | null
  >(null);
  const codeInput = useRef<HTMLInputElement>(null);
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
              <Button size="sm" variant="outline" onClick={() => void offline.sync()}>
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
        <Card.Root variant="outline">
          <Card.Body>
            <form onSubmit={submit} noValidate aria-label="Check a pickup code">
              <Stack gap="4">
                {cameraProblem && (
                  <Alert.Root status="info" data-testid="camera-unavailable">
                    <Alert.Indicator />
                    <Alert.Title>{texts.cameraUnavailable}</Alert.Title>
                  </Alert.Root>
                )}
                <Field.Root invalid={Boolean(codeError)}>
                  <Field.Label>Pickup code</Field.Label>
                  <Input
                    ref={codeInput}
                    name="code"
                    value={code}
                    onChange={(e) => setCode(e.target.value.toUpperCase())}
                    placeholder="ABCD-EFGH-JKMN"
                    autoComplete="off"
                    autoCapitalize="characters"
                    fontFamily="mono"
                    fontSize="lg"
                    letterSpacing="wider"
                  />
                  <Field.ErrorText>{codeError}</Field.ErrorText>
                </Field.Root>
                <HStack gap="3" flexWrap="wrap">
                  <Button
                    type="submit"
                    colorPalette="bay"
                    loading={check.isPending}
                    loadingText="Checking..."
                  >
                    <ScanLine /> Check Pass
                  </Button>
                  {hasCamera && !cameraProblem && (
                    <Button variant="outline" colorPalette="bay" onClick={() => setScanning((on) => !on)}>
                      <Camera /> {scanning ? 'Stop Camera' : 'Scan QR Code'}
                    </Button>
                  )}
                </HStack>
                {scanning && (
                  <QrScanner
                    onCode={(scanned) => {
                      setScanning(false);
                      // A scanned pass is the token itself: it is sent, not shown in the field.
                      setCode('');
                      if (readPassInput(scanned)) lookUp(scanned);
                      else {
                        check.reset();
                        setFound(null);
                        setOfflineResult({ message: texts.unreadablePass, invalid: false });
                      }
                    }}
                    onError={() => {
                      setScanning(false);
                      setCameraProblem(true);
                      codeInput.current?.focus();
                    }}
                  />
                )}
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        {error && !fieldErrorsOf(error).code && !networkFailure && <FormAlert>{messageOf(error)}</FormAlert>}
        {offlineResult && 'message' in offlineResult && !offlineResult.invalid && (
          <FormAlert>{offlineResult.message}</FormAlert>
        )}
        {found && <FoundOrder order={found} onUpdated={setFound} />}
        {offlineResult && 'order' in offlineResult && (
          <OfflineFoundOrder
            order={
              offline.saved?.list.orders.find((o) => o.id === offlineResult.order.id) ?? offlineResult.order
            }
            queued={queuedIds.has(offlineResult.order.id)}
            onCollect={() => void offline.checkIn(offlineResult.order, offlineResult.how)}
          />
        )}
        {offline.saved && <SavedPickups orders={offline.saved.list.orders} queued={queuedIds} />}
      </Stack>
    </Container>
  );
}
