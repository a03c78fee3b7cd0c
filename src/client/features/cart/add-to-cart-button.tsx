import { Button } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { cartMessages } from '../../../shared/messages/cart';
import type { PickupSlotDto } from '../../../shared/pickup-slots';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export interface AddToCartProps {
  listing: { id: string; qtyAvailable: number };
  qty: number;
  slot: Pick<PickupSlotDto, 'window' | 'date'> | null;
}

/** Add to Cart for the catch detail page: needs a dated pickup, refuses at zero stock. */
export function AddToCartButton({ listing, qty, slot }: AddToCartProps) {
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
    if (!slot) {
      toaster.create({
        title: cartMessages.selectWindowTitle,
        description: cartMessages.selectWindowDescription,
        type: 'warning',
      });
      return;
    }
    add.mutate({ catchId: listing.id, qty, selectedPickupWindow: slot.window, pickupDate: slot.date });
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
