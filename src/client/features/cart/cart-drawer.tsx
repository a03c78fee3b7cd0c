import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  Image,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import type { CartLineDto } from '../../../shared/cart.schema';
import { decimalToCents, formatUsd } from '../../../shared/money';
import { trpc } from '../../lib/trpc';

const FALLBACK_PHOTO = '/images/catches/mixed-catch.svg';

function lineTotalCents(line: CartLineDto): number {
  return (decimalToCents(line.catch.unitPrice) ?? 0) * line.qty;
}

/** The cart slides in from the right; its lines are fetched only while it is open (spec section 4). */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const cart = trpc.cart.list.useQuery(undefined, { enabled: open });
  const lines = cart.data ?? [];
  const subtotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

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
                  <Spinner color="bay.solid" aria-label="Loading cart" />
                </Flex>
              ) : lines.length === 0 ? (
                <Stack align="center" textAlign="center" py="16" gap="2" color="fg.muted">
                  <ShoppingCart size={40} />
                  <Text fontWeight="semibold" color="fg">
                    Your cart is empty
                  </Text>
                  <Text fontSize="sm">Add some fresh catches to get started</Text>
                </Stack>
              ) : (
                <Stack gap="4">
                  {lines.map((line) => (
                    <HStack key={line.id} align="start" gap="3">
                      <Image
                        src={line.catch.photos[0] ?? FALLBACK_PHOTO}
                        alt=""
                        boxSize="16"
                        objectFit="cover"
                        borderRadius="md"
                      />
                      <Box flex="1">
                        <Text fontWeight="semibold">{line.catch.title}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {line.catch.crabber.displayName}
                        </Text>
                        <Text fontSize="sm">
                          {line.qty} × {formatUsd(decimalToCents(line.catch.unitPrice) ?? 0)}/
                          {line.catch.unitType}
                        </Text>
                      </Box>
                      <Text fontWeight="semibold">{formatUsd(lineTotalCents(line))}</Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            {lines.length > 0 && (
              <Drawer.Footer borderTopWidth="1px" flexDirection="column" alignItems="stretch" gap="3">
                <HStack justify="space-between">
                  <Text>Subtotal</Text>
                  <Text fontWeight="semibold">{formatUsd(subtotal)}</Text>
                </HStack>
                <Button
                  colorPalette="crab"
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
