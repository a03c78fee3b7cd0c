import { Button } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import type { PickupWindow } from '../../../shared/availability';
import { cartMessages } from '../../../shared/messages/cart';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export interface AddToCartProps {
  listing: { id: string; qtyAvailable: number };
  qty: number;
  pickupWindow: PickupWindow | null;
}

/** Add to Cart for the catch detail page: needs a pickup window, refuses at zero stock. */
export function AddToCartButton({ listing, qty, pickupWindow }: AddToCartProps) {
  const utils = trpc.useUtils();
  const add = trpc.cart.add.useMutation({
    onSuccess: () => {
      toaster.create({
        title: cartMessages.addedTitle,
        description: cartMessages.addedDescription,
        type: 'success',
      });
      return utils.cart.list.invalidate();
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
    },
  });

  const addToCart = () => {
    if (!pickupWindow) {
      toaster.create({
        title: cartMessages.selectWindowTitle,
        description: cartMessages.selectWindowDescription,
        type: 'warning',
      });
      return;
    }
    add.mutate({ catchId: listing.id, qty, selectedPickupWindow: pickupWindow });
  };

  return (
    <Button
      colorPalette="crab"
      size="lg"
      w="full"
      onClick={addToCart}
      disabled={listing.qtyAvailable <= 0 || qty < 1 || add.isPending}
    >
      <ShoppingCart />
      {add.isPending ? cartMessages.adding : 'Add to Cart'}
    </Button>
  );
}
