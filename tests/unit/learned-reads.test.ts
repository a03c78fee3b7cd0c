import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askLearnedReads } from '../../src/client/lib/learned-reads';

const meKey = [['auth', 'me'], { type: 'query' }];
const cartKey = [['cart', 'list'], { type: 'query' }];
const pickupsKey = [['seller', 'pickups'], { input: { day: 'today' }, type: 'query' }];

/** A visitor's client: answers each read with the visitor's name, and counts what it was asked. */
function visitor(name: string) {
  const asked: string[] = [];
  return {
    asked,
    query: async (path: string, input?: unknown) => {
      asked.push(input === undefined ? path : `${path} ${JSON.stringify(input)}`);
      return `${path} for ${name}`;
    },
  };
}

/** What a render pass does with a query it draws from: builds it in the cache and reads it. */
function draw(queryClient: QueryClient, queryKey: readonly unknown[], answer: () => Promise<unknown>) {
  queryClient.getQueryCache().build(queryClient, { queryKey });
  return queryClient.fetchQuery({ queryKey, queryFn: answer });
}

describe('reads learned from the last render of a URL', () => {
  it("asks the next visitor's reads first, through that visitor's own client", async () => {
    const url = '/learned-reads-own-client';
    const first = new QueryClient();
    const seller = visitor('seller');
    const learning = await askLearnedReads(url, first, seller);
    learning.watch();
    await draw(first, meKey, () => seller.query('auth.me'));
    await draw(first, pickupsKey, () => seller.query('seller.pickups', { day: 'today' }));
    learning.finish();

    const second = new QueryClient();
    const buyer = visitor('buyer');
    const asking = await askLearnedReads(url, second, buyer);
    asking.watch();
    expect(buyer.asked).toEqual(['auth.me', 'seller.pickups {"day":"today"}']);
    expect(second.getQueryData(meKey)).toBe('auth.me for buyer');
    // The buyer's page draws the current user and the cart, not the seller's pickups.
    await draw(second, meKey, () => buyer.query('auth.me'));
    await draw(second, cartKey, () => buyer.query('cart.list'));
    asking.finish();
    expect(second.getQueryData(meKey)).toBe('auth.me for buyer');
    expect(second.getQueryData(pickupsKey)).toBeUndefined();
    expect(second.getQueryCache().findAll()).toHaveLength(2);

    const third = new QueryClient();
    const nextBuyer = visitor('next buyer');
    (await askLearnedReads(url, third, nextBuyer)).finish();
    expect(nextBuyer.asked).toEqual(['auth.me', 'cart.list']);
  });

  it('asks nothing already in the cache and keeps what was there', async () => {
    const url = '/learned-reads-cached';
    const first = new QueryClient();
    const someone = visitor('someone');
    const learning = await askLearnedReads(url, first, someone);
    learning.watch();
    await draw(first, meKey, () => someone.query('auth.me'));
    learning.finish();

    const second = new QueryClient();
    second.setQueryData(meKey, 'from the route loader');
    const other = visitor('other');
    (await askLearnedReads(url, second, other)).finish();
    expect(other.asked).toEqual([]);
    expect(second.getQueryData(meKey)).toBe('from the route loader');
  });

  it('notes only what the passes draw, not what was read before them', async () => {
    const url = '/learned-reads-watched';
    const first = new QueryClient();
    const someone = visitor('someone');
    const learning = await askLearnedReads(url, first, someone);
    // A route loader's read, made before the first pass.
    await draw(first, pickupsKey, () => someone.query('seller.pickups', { day: 'today' }));
    learning.watch();
    await draw(first, meKey, () => someone.query('auth.me'));
    learning.finish();

    const next = visitor('next');
    (await askLearnedReads(url, new QueryClient(), next)).finish();
    expect(next.asked).toEqual(['auth.me']);
  });

  it('neither learns nor keeps a read the page draws only disabled', async () => {
    const url = '/learned-reads-disabled';
    const suggestionsKey = [['catalog', 'suggestPlaces'], { input: { text: '' }, type: 'query' }];
    const first = new QueryClient();
    const someone = visitor('someone');
    const learning = await askLearnedReads(url, first, someone);
    learning.watch();
    await draw(first, meKey, () => someone.query('auth.me'));
    // A search box's suggestions, built before anything is typed: the browser asks for them later.
    first
      .getQueryCache()
      .build(first, { queryKey: suggestionsKey, enabled: false } as { queryKey: unknown[] });
    learning.finish();

    const second = new QueryClient();
    const next = visitor('next');
    const asking = await askLearnedReads(url, second, next);
    expect(next.asked).toEqual(['auth.me']);
    asking.finish();
  });
});
