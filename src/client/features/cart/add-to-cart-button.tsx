import { Button } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cartMessages } from '../../../shared/messages/cart';
import type { PickupSlotDto } from '../../../shared/pickup-slots';
import { FormNoticeAlert } from '../../components/form-notice-alert';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useFormPage } from '../../lib/use-form-page';

export interface AddToCartProps {
  listing: { id: string; qtyAvailable: number };
  qty: number;
  slot: Pick<PickupSlotDto, 'window' | 'date'> | null;
}

/**
 * Add to Cart for the catch detail page: needs a dated pickup, refuses at zero stock. It submits
 * the purchase panel's form, which the browser posts itself when tapped before the app is live;
 * what that post did is shown here when the page comes back.
 */
export function AddToCartButton({ listing, qty, slot }: AddToCartProps) {
  const utils = trpc.useUtils();
  const notice = useFormPage('addToCart')?.notice;
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

  const addToCart = (event: MouseEvent) => {
    // The app sends it: the browser does not post the form as well.
    event.preventDefault();
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
    <>
      <FormNoticeAlert notice={notice} />
      <Button
        type="submit"
        colorPalette="crab"
        size="lg"
        w="full"
        onClick={addToCart}
        disabled={listing.qtyAvailable <= 0 || qty < 1 || add.isPending}
      >
        <ShoppingCart />
        {add.isPending ? cartMessages.adding : 'Add to Cart'}
      </Button>
    </>
  );
}
