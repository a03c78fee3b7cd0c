import {
  Button,
  Card,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  RadioCard,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Banknote, CreditCard, MapPin, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import type { CartLineDto } from '../../../shared/cart.schema';
import { cartAmounts, lineTotalCents } from '../../../shared/cart-pricing';
import { SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';
import { cartMessages } from '../../../shared/messages/cart';
import { orderMessages } from '../../../shared/messages/order';
import { formatUsd } from '../../../shared/money';
import { groupIntoOrders } from '../../../shared/order-pricing';
import { CARD_PAYMENT_WINDOW_MINUTES, type PaymentMethod, shortOrderId } from '../../../shared/order-status';
import { formatPickupWindow } from '../../../shared/pickup-schedule';
import { ListingThumbnail } from '../../components/catches/listing-thumbnail';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

const methods: { value: PaymentMethod; label: string; description: string; icon: typeof Banknote }[] = [
  { value: 'cash', label: 'Pay at Pickup', description: 'Cash at the dock. No service fee.', icon: Banknote },
  {
    value: 'card',
    label: 'Pay by Card',
    description: `Pay now online. ${SERVICE_FEE_PERCENT}% service fee.`,
    icon: CreditCard,
  },
];

function EmptyCart() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }}>
      <Card.Root>
        <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
          <ShoppingCart size={44} aria-hidden />
          <Heading as="h1" size="xl">
            {cartMessages.emptyTitle}
          </Heading>
          <Text color="fg.muted">{cartMessages.emptyText}</Text>
          <Button asChild colorPalette="crab" mt="2">
            <Link to="/marketplace">Continue Shopping</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

/** One order-to-be: a seller, where and when to pick up, and its lines. */
function PickupGroup({ lines }: { lines: CartLineDto[] }) {
  const first = lines[0]!;
  const seller = first.catch.crabber;
  return (
    <Stack gap="3" data-testid="checkout-group">
      <Stack gap="1">
        <Text fontWeight="bold">{seller.displayName}</Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" align="start">
          <MapPin size={16} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
          <Text>
            {seller.pickupLocationAddress ?? 'Contact for location'} ·{' '}
            {formatPickupWindow(first.selectedPickupWindow) ?? orderMessages.contactForPickupTime}
          </Text>
        </HStack>
      </Stack>
      {lines.map((line) => (
        <HStack key={line.id} gap="3">
          <ListingThumbnail photos={line.catch.photos} size="12" />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" lineClamp={1}>
              {line.catch.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {line.qty} {line.catch.unitType} × {formatUsd(lineTotalCents(line) / line.qty)}
            </Text>
          </Stack>
          <Text fontWeight="semibold">{formatUsd(lineTotalCents(line))}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** /checkout: what will be ordered, from whom, where and when, what it costs, and how to pay. */
export function CheckoutScreen() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const cart = trpc.cart.list.useQuery();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const place = trpc.orders.place.useMutation({
    onSuccess: (placed) => {
      void utils.cart.list.invalidate();
      void utils.orders.mine.invalidate();
      for (const order of placed.orders) utils.orders.get.setData({ id: order.id }, order);
      if (placed.paymentMethod === 'card') {
        const next = placed.orders.slice(1).map((order) => order.id);
        void navigate({
          to: '/payment/$id',
          params: { id: placed.id },
          search: next.length > 0 ? { next: next.join(',') } : {},
        });
        return;
      }
      const refs = placed.orders.map((order) => `#${shortOrderId(order.id)}`).join(', ');
      toaster.create({
        title: orderMessages.confirmedTitle,
        description:
          placed.orders.length > 1
            ? `Orders ${refs} are reserved. See them all under My Orders.`
            : `Order ${refs} is reserved. We will let you know when it is ready.`,
        type: 'success',
      });
      void navigate({ to: '/orders/$id', params: { id: placed.id } });
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
      void utils.cart.list.invalidate();
    },
  });

  if (cart.isLoading) {
    return (
      <Center py="24">
        <Spinner size="lg" color="bay.solid" aria-label="Loading cart" />
      </Center>
    );
  }
  const lines = cart.data ?? [];
  if (lines.length === 0 && !place.isSuccess) return <EmptyCart />;

  const groups = groupIntoOrders(lines, (line) => ({
    crabberId: line.catch.crabber.id,
    window: line.selectedPickupWindow,
  }));
  const amounts = cartAmounts(lines, paymentMethod);
  const unavailable = lines.filter((line) => !line.catch.isAvailable);

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">
        Checkout
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="6" alignItems="start">
        <Card.Root variant="outline">
          <Card.Body gap="5">
            <Heading as="h2" size="md">
              Order Summary
            </Heading>
            {groups.length > 1 && (
              <Text fontSize="sm" color="fg.muted">
                Your cart makes {groups.length} orders, one for each seller and pickup time.
              </Text>
            )}
            <Stack gap="5" separator={<Separator />}>
              {groups.map((group) => (
                <PickupGroup key={`${group.crabberId}-${group.window.start}`} lines={group.lines} />
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>

        <Stack gap="6" position={{ md: 'sticky' }} top={{ md: '24' }}>
          <Card.Root variant="outline">
            <Card.Body gap="4">
              <RadioCard.Root
                value={paymentMethod}
                onValueChange={(details) => setPaymentMethod(details.value as PaymentMethod)}
                colorPalette="bay"
                orientation="horizontal"
              >
                <RadioCard.Label fontWeight="bold" fontSize="md" mb="1">
                  Payment Method
                </RadioCard.Label>
                <Stack gap="3">
                  {methods.map((method) => (
                    <RadioCard.Item key={method.value} value={method.value}>
                      <RadioCard.ItemHiddenInput />
                      <RadioCard.ItemControl>
                        <method.icon size={20} aria-hidden />
                        <RadioCard.ItemContent>
                          <RadioCard.ItemText>{method.label}</RadioCard.ItemText>
                          <RadioCard.ItemDescription>{method.description}</RadioCard.ItemDescription>
                        </RadioCard.ItemContent>
                        <RadioCard.ItemIndicator />
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
                </Stack>
              </RadioCard.Root>
              <Separator />
              <Stack gap="1">
                <HStack justify="space-between">
                  <Text color="fg.muted">Subtotal</Text>
                  <Text data-testid="checkout-subtotal">{formatUsd(amounts.subtotalCents)}</Text>
                </HStack>
                <HStack justify="space-between">
                  <Text color="fg.muted">
                    Service Fee{paymentMethod === 'card' ? ` (${SERVICE_FEE_PERCENT}%)` : ''}
                  </Text>
                  <Text data-testid="checkout-fee">{formatUsd(amounts.feesCents)}</Text>
                </HStack>
                <HStack justify="space-between" fontWeight="bold" fontSize="lg" mt="1">
                  <Text>Total</Text>
                  <Text data-testid="checkout-total">{formatUsd(amounts.totalCents)}</Text>
                </HStack>
              </Stack>
              {unavailable.length > 0 && (
                <Text fontSize="sm" color="red.fg">
                  Remove what is no longer available from your cart first:{' '}
                  {unavailable.map((l) => l.catch.title).join(', ')}.
                </Text>
              )}
              <Button
                colorPalette="crab"
                size="lg"
                loading={place.isPending}
                loadingText="Placing Order..."
                disabled={unavailable.length > 0}
                onClick={() => place.mutate({ paymentMethod })}
              >
                {paymentMethod === 'card' ? 'Continue to Payment' : 'Place Order'}
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {paymentMethod === 'card'
                  ? `Your catch is held for ${CARD_PAYMENT_WINDOW_MINUTES} minutes while you pay.`
                  : 'Bring cash to the dock. The seller confirms your pickup pass.'}
              </Text>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Container>
  );
}
