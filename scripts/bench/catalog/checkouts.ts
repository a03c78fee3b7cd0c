/**
 * Checkouts through the API, as a browser makes them, for the benchmarks: buyers who signed up
 * through the API (password hashing is sign-up's cost, not checkout's), listings whose pages offer
 * an open pickup slot, and one order: one of a listing into the cart (POST /api/cart), then
 * checkout paying cash (POST /api/orders).
 */
import type { CatchDto } from '../../../src/shared/catch.schema';

/** A buyer may hold this many unpaid cash orders at once (the checkout's rule). */
export const OPEN_CASH_ORDERS = 5;

export interface BenchBuyer {
  headers: Record<string, string>;
  busy: boolean;
  orders: number;
}

/** `count` buyers numbered from `first`, so two groups in one run never share an e-mail. */
export async function signUpBuyers(app: string, count: number, first = 0): Promise<BenchBuyer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, offset) => first + offset).map(async (index) => {
      const res = await fetch(`${app}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-buyer-${index}@bay.test`,
          password: 'Trotline-bushel-4217-harbor',
          firstName: 'Bench',
          lastName: `Buyer ${index}`,
        }),
      });
      if (res.status !== 201) throw new Error(`buyer sign-up: ${res.status} ${await res.text()}`);
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
      return { headers: { 'content-type': 'application/json', cookie }, busy: false, orders: 0 };
    }),
  );
}

/** Places orders on listings in stock with an open pickup slot, in turn. */
export async function orderPlacer(app: string) {
  const newest = (await (await fetch(`${app}/api/catches?sort=newest&limit=100`)).json()) as CatchDto[];
  const choices = (
    await Promise.all(
      newest.map(async ({ id }) => {
        const listing = (await (await fetch(`${app}/api/catches/${id}`)).json()) as CatchDto;
        const slot = listing.pickupSlots?.find((offered) => !offered.closed);
        return slot && listing.qtyAvailable > 0
          ? { catchId: id, selectedPickupWindow: slot.window, pickupDate: slot.date }
          : undefined;
      }),
    )
  ).filter((choice) => choice !== undefined);
  if (choices.length === 0) throw new Error('no listing offers a pickup slot');
  let next = 0;

  /** Why orders did not go through: step and status, with how often. */
  const refusals = new Map<string, number>();
  const refused = (why: string) => {
    refusals.set(why, (refusals.get(why) ?? 0) + 1);
    return false;
  };

  return {
    /** True when the order was placed. */
    async place(buyer: BenchBuyer): Promise<boolean> {
      const choice = choices[next++ % choices.length]!;
      const added = await fetch(`${app}/api/cart`, {
        method: 'POST',
        headers: buyer.headers,
        body: JSON.stringify({ ...choice, qty: 1 }),
      });
      await added.arrayBuffer();
      if (added.status !== 201 && added.status !== 200) return refused(`cart ${added.status}`);
      const placed = await fetch(`${app}/api/orders`, {
        method: 'POST',
        headers: buyer.headers,
        body: JSON.stringify({ paymentMethod: 'cash' }),
      });
      await placed.arrayBuffer();
      return placed.status === 201 || refused(`checkout ${placed.status}`);
    },
    refused,
    /** "cart 409 x2, checkout 503 x1", or empty. */
    refusals: () => [...refusals].map(([reason, times]) => `${reason} x${times}`).join(', '),
  };
}
