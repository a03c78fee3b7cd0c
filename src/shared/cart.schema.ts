import type { PickupWindow } from './availability';

/** A cart line as the client sees it: money as decimal strings, the catch nested (spec section 3). */
export interface CartLineDto {
  id: string;
  catchId: string;
  qty: number;
  selectedPickupWindow: PickupWindow;
  createdAt: string;
  catch: {
    id: string;
    title: string;
    unitPrice: string;
    unitType: string;
    photos: string[];
    prep: string;
    qtyAvailable: number;
    crabber: { displayName: string; pickupLocationAddress: string | null };
  };
}
