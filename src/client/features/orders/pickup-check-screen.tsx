import { Alert, Button, Card, Container, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Camera, ScanLine } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { OrderDto } from '../../../shared/order.schema';
import { shortOrderId } from '../../../shared/order-status';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { displayNameOf } from '../../../shared/users';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { FormAlert } from '../../components/ui/form-alert';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';
import { QrScanner, qrScanningSupported } from './qr-scanner';

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
          {order.paymentMethod === 'cash'
            ? `Collect $${order.amountTotal} in cash.`
            : order.paymentStatus === 'paid'
              ? 'Paid by card. Nothing to collect.'
              : 'The card payment has not gone through: do not hand this order over.'}
        </Text>
        {order.status === 'completed' && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>Picked up. This pass has been used.</Alert.Title>
          </Alert.Root>
        )}
        {order.status === 'cancelled' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>This order was cancelled. Do not hand it over.</Alert.Title>
          </Alert.Root>
        )}
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

/**
 * At the dock: the seller scans the buyer's QR pass or types its code, sees the order (only their
 * own), and completes the pickup.
 */
export function PickupCheckScreen() {
  useDocumentTitle('Pickup Check');
  const { isSeller } = useCurrentUser();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [found, setFound] = useState<OrderDto | null>(null);
  const check = trpc.orders.findByPickupCode.useMutation({
    onSuccess: setFound,
    onError: (error) => {
      setFound(null);
      redirectIfSignedOut(error);
    },
  });
  const lookUp = (value: string) => {
    if (value.trim()) check.mutate({ code: value });
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
          <Alert.Title>Pickup Check is for sellers checking their buyers' passes at the dock.</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }

  const error = check.error;
  const codeError = fieldErrorsOf(error).code?.[0];

  return (
    <Container maxW="xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Pickup Check
          </Heading>
          <Text color="fg.muted">Scan the buyer's QR pickup pass or type the code printed under it.</Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body>
            <form onSubmit={submit} noValidate aria-label="Check a pickup code">
              <Stack gap="4">
                <Field.Root invalid={Boolean(codeError)}>
                  <Field.Label>Pickup code</Field.Label>
                  <Input
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
                  {qrScanningSupported() && (
                    <Button variant="outline" colorPalette="bay" onClick={() => setScanning((on) => !on)}>
                      <Camera /> {scanning ? 'Stop Camera' : 'Scan QR Code'}
                    </Button>
                  )}
                </HStack>
                {scanning && (
                  <QrScanner
                    onCode={(scanned) => {
                      setScanning(false);
                      setCode(scanned);
                      lookUp(scanned);
                    }}
                    onError={() => setScanning(false)}
                  />
                )}
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
        {error && !codeError && <FormAlert>{messageOf(error)}</FormAlert>}
        {found && <FoundOrder order={found} onUpdated={setFound} />}
      </Stack>
    </Container>
  );
}
