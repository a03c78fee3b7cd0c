import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { QrCode } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { orderMessages } from '../../../shared/messages/order';
import { isOpenOrder, isPickupPassVisible, type OrderStatus } from '../../../shared/order-status';
import { passQrValue } from '../../../shared/pickup-pass';
import { shellfishTagText } from '../../../shared/shellfish-tag.schema';
import { PassWeights } from './pass-weights';

/**
 * The QR pickup pass, drawn in the browser from the order's random pass token, shown once the order
 * is ready (docs/product/orders-and-pickup.md). The code is printed under it for reading aloud, and
 * shown alone from the moment the order is confirmed: a seller who forgot to mark it ready can
 * still type it at the dock.
 */
export function PickupPass({
  status,
  code,
  token,
  awaitingPayment = false,
  order,
}: {
  status: OrderStatus;
  /** An unpaid card order has nothing to collect yet: no code. */
  awaitingPayment?: boolean;
  /** Its per-pound lines show estimate and final under the code. */
  order?: Parameters<typeof PassWeights>[0]['order'];
  code: string | null;
  /** The random pass token the QR carries; the short code is printed under it for typing. */
  token: string | null;
}) {
  const visible = isPickupPassVisible(status) && code !== null;
  const earlyCode = !visible && code !== null && isOpenOrder(status) && !awaitingPayment;
  return (
    <Card.Root variant="outline" data-testid="pickup-pass">
      <Card.Body alignItems="center" textAlign="center" gap="3">
        <Heading as="h2" size="md">
          Pickup Pass
        </Heading>
        {visible ? (
          <Stack align="center" gap="3">
            <Box bg="white" p="3" borderRadius="lg" borderWidth="1px">
              <QRCodeSVG
                value={token ? passQrValue(token) : code}
                size={196}
                level="M"
                title="QR pickup pass"
                data-testid="pickup-qr"
              />
            </Box>
            <PassCode code={code} />
            {order && <PassWeights order={order} />}
            {/* Shellstock travels with its tag: the seller and an inspector read it off the pass. */}
            {order?.items.map(
              (item) =>
                item.shellfishTag && (
                  <Text
                    key={item.id}
                    fontSize="xs"
                    color="fg.muted"
                    maxW="xs"
                    data-testid="pass-shellfish-tag"
                  >
                    {shellfishTagText(item.shellfishTag)}
                  </Text>
                ),
            )}
            <Text fontSize="sm" color="fg.muted">
              {status === 'completed'
                ? 'Picked up. Keep this pass as your receipt.'
                : 'Show this pass at the dock. The seller scans it or types the code.'}
            </Text>
          </Stack>
        ) : (
          <Stack align="center" gap="3" py="4" color="fg.muted" data-testid="pickup-pass-placeholder">
            <Box borderWidth="2px" borderStyle="dashed" borderRadius="lg" p="6">
              <QrCode size={72} aria-hidden />
            </Box>
            {earlyCode ? (
              <>
                <PassCode code={code} />
                <Text maxW="xs">{orderMessages.codeBeforeReady}</Text>
              </>
            ) : (
              <Text maxW="xs">{orderMessages.qrPlaceholder}</Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function PassCode({ code }: { code: string }) {
  return (
    <Text
      fontFamily="mono"
      fontSize="xl"
      fontWeight="bold"
      letterSpacing="widest"
      color="fg"
      data-testid="pickup-code"
    >
      {code}
    </Text>
  );
}
