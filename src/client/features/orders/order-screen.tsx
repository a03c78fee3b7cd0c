import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Grid,
  GridItem,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { onDockClock } from '../../../shared/dock-clock';
import { orderMessages } from '../../../shared/messages/order';
import { receiptMessages } from '../../../shared/messages/receipt';
import { isAwaitingCardPayment, isOpenOrder, shortOrderId } from '../../../shared/order-status';
import { displayNameOf } from '../../../shared/users';
import { FormNoticeAlert } from '../../components/form-notice-alert';
import { OfflineSavedBanner, OfflineUnavailable } from '../../components/offline-notices';
import { DisputeNotice } from '../../components/orders/dispute-notice';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { OrderThread } from '../../components/orders/order-thread';
import { PushAlertsSwitch } from '../../components/orders/push-alerts-switch';
import { RefundDialog } from '../../components/orders/refund-dialog';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { httpStatusOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormPage } from '../../lib/use-form-page';
import { useIsOffline } from '../../lib/use-is-offline';
import { usePaymentWindowMinutes } from '../../lib/use-payment-window';
import { AreaClosureNotice } from './area-closure-notice';
import { CardHoldNotice } from './card-hold-notice';
import { OrderActions } from './order-actions';
import { OrderNotFound } from './order-not-found';
import { OrderProgress } from './order-progress';
import { OrderReviewPanel } from './order-review-panel';
import { OrderSummary } from './order-summary';
import { PickupInfo, SellerCard } from './pickup-info';
import { PickupPass } from './pickup-pass';
import { MarkShortDialog } from './sale/mark-short-dialog';
import { SaleHistory } from './sale/sale-history';
import { canMarkShort, canRefund, canWeigh } from './sale/sale-rules';
import { WeighDialog } from './sale/weigh-dialog';
import { SellerLink } from './seller-link';

/** While the order can still change, it is re-read this often, and only while the tab is visible. */
export const ORDER_POLL_MS = 5000;

/** Retried up to 3 times (docs/product/orders-and-pickup.md), but never when the answer is final: signed out, not found. */
export function retryOrderRead(failures: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  return failures < 3 && (status === undefined || status >= 500);
}

/** /orders/{id}: progress, then when and where with the pickup pass, the seller, the items; follows the seller's changes. */
export function OrderScreen({ id }: { id: string }) {
  const paymentWindowMinutes = usePaymentWindowMinutes();
  const query = trpc.orders.get.useQuery(
    { id },
    {
      retry: retryOrderRead,
      refetchInterval: (current) => {
        const status = current.state.data?.status;
        return status && isOpenOrder(status) ? ORDER_POLL_MS : false;
      },
      refetchIntervalInBackground: false,
    },
  );
  const order = query.data;
  // A cash checkout posted by the browser itself lands here: the server's page says it was placed.
  const placedNotice = useFormPage('placeOrder')?.notice;
  // Without network the page shows the copy kept on the device (docs/product/offline.md), and
  // leaves out what needs the server: actions and messages.
  const offline = useIsOffline();
  useDocumentTitle(order ? `Order #${shortOrderId(order.id)}` : 'Order');

  if (query.isLoading) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading order" />
      </Center>
    );
  }
  if (!order) return offline ? <OfflineUnavailable /> : <OrderNotFound />;

  const placed = onDockClock(order.createdAt, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const awaitingPayment =
    order.viewerRole === 'buyer' && isAwaitingCardPayment(order, order.cardAuthorizeAt != null);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        {offline && <OfflineSavedBanner savedAt={query.dataUpdatedAt} />}
        <FormNoticeAlert notice={placedNotice} />
        <Stack gap="2">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Order #{shortOrderId(order.id)}
            </Heading>
            <OrderStatusBadge status={order.status} />
          </HStack>
          <Text color="fg.muted">
            Placed {placed} ·{' '}
            {order.viewerRole === 'seller' ? (
              `for ${displayNameOf(order.buyer)}`
            ) : (
              <>
                from <SellerLink seller={order.crabber} />
              </>
            )}
          </Text>
        </Stack>

        {awaitingPayment && !offline && (
          <Alert.Root status="warning" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This order is waiting for your card payment.</Alert.Title>
              <Alert.Description>
                Unpaid card orders are released after {paymentWindowMinutes} minutes.
              </Alert.Description>
            </Alert.Content>
            <Button asChild size="sm" colorPalette="crab" alignSelf="center">
              <Link to="/payment/$id" params={{ id: order.id }}>
                Pay Now
              </Link>
            </Button>
          </Alert.Root>
        )}
        {order.status === 'cancelled' && (
          <Alert.Root status="error" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>
              This order was cancelled.
              {order.paymentStatus === 'refunded' ? ' The card payment was refunded.' : ''}
            </Alert.Title>
          </Alert.Root>
        )}
        {order.status === 'no_show' && (
          <Alert.Root status="warning" borderRadius="lg" data-testid="no-show-notice">
            <Alert.Indicator />
            <Alert.Title>{orderMessages.noShowNotice}</Alert.Title>
          </Alert.Root>
        )}

        {order.dispute && <DisputeNotice dispute={order.dispute} viewer={order.viewerRole} />}
        <CardHoldNotice order={order} />
        <AreaClosureNotice orderId={order.id} status={order.status} />

        {/* A no-show has ended: its notice says so, where a progress bar would say "Processing". */}
        {order.status !== 'no_show' && (
          <Box borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg.panel">
            <OrderProgress status={order.status} />
          </Box>
        )}

        {/* The seller's next step leads their view; the buyer's Cancel waits below the details. */}
        {!offline && order.viewerRole === 'seller' && <OrderActions order={order} />}

        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="start">
          <GridItem>
            <PickupInfo order={order} offline={offline} />
          </GridItem>
          {order.viewerRole === 'buyer' ? (
            <GridItem colStart={{ md: 2 }} rowStart={{ md: 1 }} rowSpan={{ md: 2 }}>
              <PickupPass
                status={order.status}
                code={order.qrCode}
                token={order.passToken}
                awaitingPayment={awaitingPayment}
                order={order}
              />
            </GridItem>
          ) : (
            <GridItem colStart={{ md: 2 }} rowStart={{ md: 1 }}>
              <Alert.Root status="info" borderRadius="lg">
                <Alert.Indicator />
                <Alert.Description>
                  The buyer shows a QR pickup pass at the dock. Check it on the{' '}
                  <Link to="/pickup-check" style={{ textDecoration: 'underline' }}>
                    Pickup Check
                  </Link>{' '}
                  page.
                </Alert.Description>
              </Alert.Root>
            </GridItem>
          )}
          <GridItem>
            <SellerCard order={order} />
          </GridItem>
        </Grid>
        {!offline && isOpenOrder(order.status) && <PushAlertsSwitch seller={order.viewerRole === 'seller'} />}

        <OrderSummary
          order={order}
          lineAction={
            !offline && canMarkShort(order)
              ? (item) => (item.finalQty === 0 ? null : <MarkShortDialog orderId={order.id} item={item} />)
              : undefined
          }
        />
        <SaleHistory order={order} />

        {!offline && order.status === 'completed' && (
          <HStack gap="3" flexWrap="wrap">
            <Button asChild size="sm" colorPalette="bay" variant="outline">
              <Link to="/orders/$id/receipt" params={{ id: order.id }}>
                {receiptMessages.viewReceipt}
              </Link>
            </Button>
          </HStack>
        )}
        {!offline && canWeigh(order) && (
          <HStack>
            <WeighDialog order={order} />
          </HStack>
        )}
        {!offline && canRefund(order) && (
          <HStack>
            <RefundDialog order={order} />
          </HStack>
        )}
        {!offline && order.viewerRole === 'buyer' && <OrderActions order={order} />}
        {!offline && <OrderReviewPanel order={order} />}
        {/* Offline too: a message written now waits on the device and goes when the signal returns. */}
        <Box
          as="section"
          aria-labelledby="order-messages-heading"
          borderWidth="1px"
          borderRadius="xl"
          p={{ base: '4', md: '6' }}
          bg="bg.panel"
        >
          <Heading as="h2" id="order-messages-heading" size="md" mb="4">
            Messages
          </Heading>
          <OrderThread orderId={order.id} otherSide={order.viewerRole === 'buyer' ? 'seller' : 'buyer'} />
        </Box>
        {!offline && order.status !== 'completed' && order.status !== 'cancelled' && (
          <Text fontSize="sm" color="fg.muted">
            This page updates by itself when the order changes.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
