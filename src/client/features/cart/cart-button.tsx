import { Box, IconButton } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { lazy, useState } from 'react';
import { LazyInBrowser } from '../../components/lazy-in-browser';
import { CountBadge } from '../../components/ui/count-badge';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useSignInHref } from '../../lib/use-sign-in-href';

// The drawer loads right after the first paint, not with it (see components/deferred).
const CartDrawer = lazy(() => import('./cart-drawer').then((module) => ({ default: module.CartDrawer })));

/**
 * The cart button with a badge of the total quantity, which keeps its own cart fetch. Everyone sees
 * it (SPEC: top navigation); signed out it is a sign-in navigation that comes back to this page.
 */
export function CartButton() {
  const who = useCurrentUser();
  const signInHref = useSignInHref();
  if (!who.isSignedIn) {
    return (
      <IconButton
        asChild
        aria-label="Open cart, after signing in"
        variant="ghost"
        size={{ base: 'sm', sm: 'md' }}
      >
        <a href={signInHref} data-testid="cart-sign-in">
          <ShoppingCart />
        </a>
      </IconButton>
    );
  }
  return <SignedInCartButton />;
}

function SignedInCartButton() {
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
        <CountBadge count={count} testId="cart-badge" />
      </Box>
      {/* Closed, the drawer draws nothing: it joins after hydration, which never waits for its code. */}
      <LazyInBrowser>
        <CartDrawer open={open} onOpenChange={setOpen} />
      </LazyInBrowser>
    </>
  );
}
