import type { CartLineDto } from '../../../shared/cart.schema';
import { centsToDecimal } from '../../../shared/money';
import type { CartRepo } from './cart.repo';

export function createCartService({ repo }: { repo: CartRepo }) {
  return {
    /** The signed-in buyer's own cart; nobody can read another person's lines. */
    listCart(userId: string): CartLineDto[] {
      return repo.listForUser(userId).map(({ item, catch: listing, crabber }) => ({
        id: item.id,
        catchId: item.catchId,
        qty: item.qty,
        selectedPickupWindow: item.selectedPickupWindow,
        createdAt: item.createdAt.toISOString(),
        catch: {
          id: listing.id,
          title: listing.title,
          unitPrice: centsToDecimal(listing.unitPriceCents),
          unitType: listing.unitType,
          photos: listing.photos,
          prep: listing.prep,
          qtyAvailable: listing.qtyAvailable,
          crabber: { displayName: crabber.displayName, pickupLocationAddress: crabber.pickupLocationAddress },
        },
      }));
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
