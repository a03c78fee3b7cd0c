import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ClipboardList, ScanLine } from 'lucide-react';
import { onDockClock } from '../../../shared/dock-clock';
import { formatDecimalUsd } from '../../../shared/money';
import { orderItemsLine } from '../../../shared/order.schema';
import { isAwaitingCardPayment, shortOrderId } from '../../../shared/order-status';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { OfflineSavedBanner, OfflineUnavailable } from '../../components/offline-notices';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { ResultsNotice } from '../../components/results-notice';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useIsOffline } from '../../lib/use-is-offline';
import { useKeptResults } from '../../lib/use-kept-results';
import { MyWaitlist } from './my-waitlist';
import { paymentText } from './order-summary';
import { ShellfishTagsLink } from './shellfish-tags-link';
import { TraceabilityDownload } from './traceability-download';

/** 'My Orders': the buyer's own orders, newest first, each linking to its order page. */
export function MyOrdersScreen() {
  useDocumentTitle('My Orders');
  const { isSeller } = useCurrentUser();
  const orders = useKeptResults(trpc.orders.mine.useQuery());
  // Offline, the open orders kept on the device (docs/product/offline.md).
  const offline = useIsOffline();

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            My Orders
          </Heading>
          {!isSeller && (
            <Button asChild variant="outline" minH="12">
              <Link to="/standing-orders">Standing orders</Link>
            </Button>
          )}
        </HStack>
        {offline && orders.data && <OfflineSavedBanner savedAt={orders.dataUpdatedAt} />}
        {!offline && (orders.data ?? []).length > 0 && <ShellfishTagsLink />}
        {!offline && <MyWaitlist />}
        {isSeller && (
          <Alert.Root status="info" borderRadius="lg" alignItems="center">
            <ScanLine size={20} aria-hidden />
            <Alert.Description flex="1">
              Selling? Orders from your buyers are on your dashboard; check pickup passes at the dock with
              Pickup Check.
            </Alert.Description>
            <Button asChild size="sm" variant="outline" colorPalette="bay">
              <Link to="/pickup-check">Pickup Check</Link>
            </Button>
          </Alert.Root>
        )}
        {orders.isLoading ? (
          <Center py="16">
            <LoadingSpinner label="Loading orders" />
          </Center>
        ) : offline && !orders.data ? (
          <OfflineUnavailable />
        ) : orders.isError ? (
          <ResultsNotice results={orders} what="orders" />
        ) : (orders.data ?? []).length === 0 ? (
          <Card.Root variant="outline">
            <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
              <ClipboardList size={40} aria-hidden />
              <Text fontWeight="semibold">No orders yet</Text>
              <Text color="fg.muted">Reserve today's catch in the marketplace and it shows up here.</Text>
              <Button asChild colorPalette="crab">
                <Link to="/marketplace">Browse the Marketplace</Link>
              </Button>
            </Card.Body>
          </Card.Root>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Orders">
            {orders.data?.map((order) => (
              <Card.Root as="li" key={order.id} variant="outline" data-testid="my-order">
                <Card.Body p={{ base: '4', md: '5' }}>
                  <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
                    <Stack gap="1" minW="0">
                      <HStack gap="2" flexWrap="wrap">
                        <Link to="/orders/$id" params={{ id: order.id }}>
                          <Text fontWeight="bold" color="bay.fg" textDecoration="underline">
                            Order #{shortOrderId(order.id)}
                          </Text>
                        </Link>
                        <OrderStatusBadge status={order.status} />
                        {isAwaitingCardPayment(order, order.cardAuthorizeAt != null) &&
                          order.paymentStatus === 'pending' && (
                            <Badge colorPalette="orange" variant="subtle">
                              Payment due
                            </Badge>
                          )}
                      </HStack>
                      <Text fontSize="sm">
                        {order.crabber.displayName} · {orderItemsLine(order.items)}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        Pickup:{' '}
                        {pickupTimeText(order.pickupWindow, order.pickupSlotStart, order.pickupSlotEnd)} ·
                        Ordered {onDockClock(order.createdAt, { month: 'short', day: 'numeric' })}
                      </Text>
                    </Stack>
                    <Stack gap="0" align={{ base: 'start', sm: 'end' }} flexShrink={0}>
                      <Text fontWeight="bold">{formatDecimalUsd(order.amountTotal)}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {paymentText(order)}
                      </Text>
                    </Stack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
        {!offline && <TraceabilityDownload />}
      </Stack>
    </Container>
  );
}
