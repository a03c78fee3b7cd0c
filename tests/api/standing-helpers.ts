/** The standing-order tests' set-up: a seller on the dated-pickup clock whose listing starts sold out. */
import { eq } from 'drizzle-orm';
import { orders } from '../../src/server/db/tables';
import { type Client, datedPickupsApp, patch, SATURDAY, signedInBuyer } from './order-helpers';

/** Asked of the seller in the tests' set-up (Saturday 07:00-11:00, $85.00 a dozen jumbo live Blue Crab). */
export const wanted = (values: Record<string, unknown> = {}) => ({
  species: 'Blue Crab',
  prep: 'live',
  sizeMix: 'jumbo',
  unitType: 'dozen',
  qty: 2,
  window: SATURDAY,
  maxUnitPrice: '90.00',
  paymentMethod: 'cash',
  ...values,
});

export async function standingSetUp() {
  // The listing starts sold out: only a restock or a new post fills standing orders.
  const app = await datedPickupsApp({ qtyAvailable: 0 });
  const buyer = await signedInBuyer(app.t);
  const standing = (client: Client, values: Record<string, unknown> = {}) =>
    client.post('/api/standing-orders', { crabberId: app.seller.profile.id, ...wanted(values) });
  const restock = (quantity: number) =>
    patch(app.seller.client, `/api/catches/${app.seller.listing.id}/quantity`, { quantity });
  const standingOrdersOf = (standingOrderId: string) =>
    app.t.db.select().from(orders).where(eq(orders.standingOrderId, standingOrderId));
  return { ...app, buyer, standing, restock, standingOrdersOf };
}
