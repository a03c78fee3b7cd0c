import { Button, CloseButton, Drawer, Flex, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { cartAmounts } from '../../../shared/cart-pricing';
import { SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';
import { cartMessages } from '../../../shared/messages/cart';
import { formatUsd } from '../../../shared/money';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { CartLine } from './cart-line';

/** The cart slides in from the right; its lines are fetched only while it is open (docs/product/cart-and-checkout.md). */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const cart = trpc.cart.list.useQuery(undefined, { enabled: open });
  const failed = (error: unknown) => {
    if (redirectIfSignedOut(error)) return;
    toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
  };
  const refresh = () => utils.cart.list.invalidate();
  const update = trpc.cart.update.useMutation({ onError: failed, onSettled: refresh });
  const remove = trpc.cart.remove.useMutation({
    onSuccess: () =>
      toaster.create({
        title: cartMessages.removedTitle,
        description: cartMessages.removedDescription,
        type: 'success',
      }),
    onError: failed,
    onSettled: refresh,
  });
  // Every button waits while any change is on its way, so clicks cannot race each other.
  const busy = update.isPending || remove.isPending || cart.isFetching;
  const lines = cart.data ?? [];
  const card = cartAmounts(lines, 'card');

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w="full" maxW={{ base: '100%', sm: '24rem' }}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Your Cart</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close cart" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              {cart.isLoading ? (
                <Flex justify="center" py="10">
                  <LoadingSpinner label="Loading cart" />
                </Flex>
              ) : lines.length === 0 ? (
                <Stack align="center" textAlign="center" py="16" gap="2" color="fg.muted">
                  <ShoppingCart size={40} />
                  <Text fontWeight="semibold" color="fg">
                    {cartMessages.emptyTitle}
                  </Text>
                  <Text fontSize="sm">{cartMessages.emptyText}</Text>
                </Stack>
              ) : (
                <Stack gap="4" separator={<Separator />}>
                  {lines.map((line) => (
                    <CartLine
                      key={line.id}
                      line={line}
                      busy={busy}
                      onQuantity={(qty) => update.mutate({ id: line.id, data: { qty } })}
                      onRemove={() => remove.mutate({ id: line.id })}
                    />
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            {lines.length > 0 && (
              <Drawer.Footer borderTopWidth="1px" flexDirection="column" alignItems="stretch" gap="2">
                <HStack justify="space-between">
                  <Text>Subtotal</Text>
                  <Text data-testid="cart-subtotal">{formatUsd(card.subtotalCents)}</Text>
                </HStack>
                <HStack justify="space-between">
                  <Text>Service Fee</Text>
                  <Text data-testid="cart-fee">{formatUsd(card.feesCents)}</Text>
                </HStack>
                <HStack justify="space-between" fontWeight="bold">
                  <Text>Total</Text>
                  <Text data-testid="cart-total">{formatUsd(card.totalCents)}</Text>
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  The {SERVICE_FEE_PERCENT}% service fee applies to card payments. Pay at pickup and it is
                  $0.00.
                </Text>
                <Button
                  colorPalette="crab"
                  mt="1"
                  onClick={() => {
                    onOpenChange(false);
                    void navigate({ to: '/checkout' });
                  }}
                >
                  Proceed to Checkout
                </Button>
              </Drawer.Footer>
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
