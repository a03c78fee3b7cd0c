import { Box, Float, IconButton } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { CartDrawer } from './cart-drawer';

/** The cart button with a badge of the total quantity, which keeps its own cart fetch. */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const cart = trpc.cart.list.useQuery();
  const count = (cart.data ?? []).reduce((sum, line) => sum + line.qty, 0);
  return (
    <>
      <Box position="relative">
        <IconButton
          aria-label={count > 0 ? `Open cart, ${count} items` : 'Open cart'}
          variant="ghost"
          onClick={() => setOpen(true)}
        >
          <ShoppingCart />
        </IconButton>
        {count > 0 && (
          <Float placement="top-end" offset="2">
            <Box
              data-testid="cart-badge"
              bg="crab.solid"
              color="white"
              fontSize="xs"
              fontWeight="bold"
              minW="5"
              h="5"
              px="1"
              borderRadius="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              {count}
            </Box>
          </Float>
        )}
      </Box>
      <CartDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}
