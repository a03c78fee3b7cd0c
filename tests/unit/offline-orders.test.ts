import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  BUSTER,
  isKeptOrder,
  keepOrdersOffline,
  keptQueryOf,
  MAX_AGE_MS,
  meKey,
  myOrdersKey,
  nextSnapshot,
  type OfflineSnapshot,
  orderKey,
  restoreSnapshot,
  type SnapshotStorage,
} from '../../src/client/lib/offline-orders';
import type { OrderDto } from '../../src/shared/order.schema';
import type { OrderStatus } from '../../src/shared/order-status';
import type { UserDto } from '../../src/shared/user.schema';

const NOW = Date.UTC(2026, 5, 12, 14, 42);
const BUYER_ID = '5f0c1c8e-4a43-4d7e-9b2a-3f1f2c5d6e71';

function order(
  id: string,
  status: OrderStatus = 'ready',
  viewerRole: OrderDto['viewerRole'] = 'buyer',
): OrderDto {
  return {
    id,
    buyerId: BUYER_ID,
    crabberId: 'c',
    items: [],
    pickupWindow: { day: 'Saturday', start: '08:00', end: '10:00' },
    pickupSlotStart: null,
    pickupSlotEnd: null,
    status,
    paymentMethod: 'cash',
    paymentStatus: 'unpaid',
    amountSubtotal: '40.00',
    fees: '0.00',
    tax: '0.00',
    amountTotal: '40.00',
    qrCode: status === 'ready' ? 'ABCD-EFGH-JKMN' : null,
    paymentIntentId: null,
    chargeId: null,
    pickupLocationAddress: 'Deale Harbor',
    pickupInstructions: null,
    createdAt: `2026-06-12T10:0${id.length % 10}:00.000Z`,
    updatedAt: '2026-06-12T10:00:00.000Z',
    crabber: { id: 'c', displayName: 'Dobbins Crab Co.', phone: null },
    buyer: { firstName: 'Robin', lastName: 'Buyer', email: 'robin@example.test', deleted: false },
    viewerRole,
  } as unknown as OrderDto;
}

function user(id = BUYER_ID): UserDto {
  return {
    id,
    email: 'robin@example.test',
    emailVerified: false,
    firstName: 'Robin',
    lastName: 'Buyer',
    profileImageUrl: '/uploads/photos/x/y.webp',
    phone: null,
    phoneVerified: false,
    twoFactorEnabled: false,
    hasSecondFactor: false,
    role: 'buyer',
    crabberProfile: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function snapshot(orders: { id: string; savedAt: number; status?: OrderStatus }[], userId = BUYER_ID) {
  return {
    buster: BUSTER,
    user: { id: userId, role: 'buyer', firstName: 'Robin', lastName: 'Buyer' },
    orders: orders.map((entry) => ({ order: order(entry.id, entry.status), savedAt: entry.savedAt })),
  } satisfies OfflineSnapshot;
}

function memoryStorage(initial?: OfflineSnapshot) {
  let value = initial;
  const storage: SnapshotStorage = {
    read: async () => value,
    write: async (next) => {
      value = structuredClone(next);
    },
    clear: async () => {
      value = undefined;
    },
  };
  return { storage, current: () => value };
}

describe('which queries are kept offline', () => {
  it('keeps the current user, order pages and My Orders, and nothing else', () => {
    expect(keptQueryOf(meKey)).toBe('me');
    expect(keptQueryOf(orderKey('o1'))).toBe('order');
    expect(keptQueryOf(myOrdersKey)).toBe('myOrders');
    expect(keptQueryOf([['cart', 'get'], { type: 'query' }])).toBeNull();
    expect(keptQueryOf([['orderMessages', 'list'], { input: { orderId: 'o1' }, type: 'query' }])).toBeNull();
    expect(keptQueryOf([['orders', 'get'], { input: { id: 'o1' }, type: 'infinite' }])).toBeNull();
    expect(keptQueryOf(['orders'])).toBeNull();
  });

  it('keeps only open orders the viewer bought', () => {
    for (const status of ['confirmed', 'preparing', 'ready'] as const)
      expect(isKeptOrder(order('o', status))).toBe(true);
    for (const status of ['completed', 'cancelled', 'no_show'] as const)
      expect(isKeptOrder(order('o', status))).toBe(false);
    expect(isKeptOrder(order('o', 'ready', 'seller'))).toBe(false);
  });
});

describe('the next snapshot', () => {
  it('keeps nothing once the person is signed out', () => {
    expect(
      nextSnapshot(snapshot([{ id: 'o1', savedAt: NOW }]), { me: null, orders: [], myOrders: null }, NOW),
    ).toBeNull();
    expect(nextSnapshot(undefined, { me: undefined, orders: [], myOrders: null }, NOW)).toBeNull();
  });

  it('saves only the id, role and name of the person, never the e-mail or photo', () => {
    const next = nextSnapshot(undefined, { me: user(), orders: [], myOrders: null }, NOW);
    expect(next?.user).toEqual({ id: BUYER_ID, role: 'buyer', firstName: 'Robin', lastName: 'Buyer' });
    expect(JSON.stringify(next)).not.toContain('robin@example.test');
    expect(JSON.stringify(next)).not.toContain('/uploads/');
  });

  it('adds open orders, drops closed ones and a seller’s view, newest order first', () => {
    const next = nextSnapshot(
      snapshot([
        { id: 'kept-before', savedAt: NOW - 1000 },
        { id: 'now-done', savedAt: NOW - 1000 },
      ]),
      {
        me: user(),
        orders: [
          { order: order('o-ready'), savedAt: NOW },
          { order: order('now-done', 'completed'), savedAt: NOW },
          { order: order('sold', 'ready', 'seller'), savedAt: NOW },
        ],
        myOrders: null,
      },
      NOW,
    );
    expect(next?.orders.map((saved) => saved.order.id).sort()).toEqual(['kept-before', 'o-ready']);
    expect(next?.orders.find((saved) => saved.order.id === 'o-ready')?.savedAt).toBe(NOW);
  });

  it('never carries one person’s orders over to another account', () => {
    const next = nextSnapshot(
      snapshot([{ id: 'theirs', savedAt: NOW }], 'aaaaaaaa-4a43-4d7e-9b2a-3f1f2c5d6e71'),
      { me: user(), orders: [], myOrders: null },
      NOW,
    );
    expect(next?.user.id).toBe(BUYER_ID);
    expect(next?.orders).toEqual([]);
  });

  it('takes every open order from My Orders and forgets those a newer list no longer has open', () => {
    const next = nextSnapshot(
      snapshot([
        { id: 'gone', savedAt: NOW - 5000 },
        { id: 'listed', savedAt: NOW - 5000 },
      ]),
      {
        me: user(),
        orders: [],
        myOrders: { fetchedAt: NOW, orders: [order('listed', 'preparing'), order('old', 'completed')] },
      },
      NOW,
    );
    expect(next?.orders.map((saved) => [saved.order.id, saved.order.status, saved.savedAt])).toEqual([
      ['listed', 'preparing', NOW],
    ]);
    // An empty list is news too: nothing is open any more.
    expect(
      nextSnapshot(
        snapshot([{ id: 'gone', savedAt: NOW - 5000 }]),
        { me: user(), orders: [], myOrders: { fetchedAt: NOW, orders: [] } },
        NOW,
      )?.orders,
    ).toEqual([]);
  });

  it('keeps the newer copy of an order, and drops copies older than the maximum age or of another build', () => {
    const kept = nextSnapshot(
      snapshot([
        { id: 'fresh', savedAt: NOW },
        { id: 'stale', savedAt: NOW - MAX_AGE_MS - 1 },
      ]),
      { me: undefined, orders: [{ order: order('fresh', 'confirmed'), savedAt: NOW - 10 }], myOrders: null },
      NOW,
    );
    expect(kept?.orders.map((saved) => [saved.order.id, saved.order.status])).toEqual([['fresh', 'ready']]);
    const otherBuild = { ...snapshot([{ id: 'o1', savedAt: NOW }]), buster: 'other-build:1' };
    expect(nextSnapshot(otherBuild, { me: user(), orders: [], myOrders: null }, NOW)?.orders).toEqual([]);
  });
});

describe('restoring a snapshot', () => {
  it('answers the current user, each order and My Orders from it, dated when they were saved', () => {
    const queryClient = new QueryClient();
    const saved = snapshot([
      { id: 'o1', savedAt: NOW - 60_000 },
      { id: 'o22', savedAt: NOW - 30_000 },
      { id: 'expired', savedAt: NOW - MAX_AGE_MS - 1 },
    ]);
    expect(restoreSnapshot(queryClient, saved, NOW)).toBe(true);
    const me = queryClient.getQueryData<UserDto>(meKey);
    expect(me).toMatchObject({ id: BUYER_ID, role: 'buyer', firstName: 'Robin', emailVerified: true });
    expect(queryClient.getQueryData<OrderDto>(orderKey('o1'))?.qrCode).toBe('ABCD-EFGH-JKMN');
    expect(queryClient.getQueryState(orderKey('o1'))?.dataUpdatedAt).toBe(NOW - 60_000);
    expect(queryClient.getQueryData(orderKey('expired'))).toBeUndefined();
    expect(queryClient.getQueryData<OrderDto[]>(myOrdersKey)?.map((entry) => entry.id)).toEqual([
      'o22',
      'o1',
    ]);
    expect(queryClient.getQueryState(myOrdersKey)?.dataUpdatedAt).toBe(NOW - 60_000);
  });

  it('restores nothing another build saved', () => {
    const queryClient = new QueryClient();
    expect(
      restoreSnapshot(queryClient, { ...snapshot([{ id: 'o1', savedAt: NOW }]), buster: 'x:1' }, NOW),
    ).toBe(false);
    expect(queryClient.getQueryData(meKey)).toBeUndefined();
    expect(queryClient.getQueryData(orderKey('o1'))).toBeUndefined();
  });
});

describe('keeping the snapshot in step with the query cache', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('saves open orders as they load, never other queries, and erases everything at sign-out', async () => {
    const queryClient = new QueryClient();
    const { storage, current } = memoryStorage();
    const stop = keepOrdersOffline(queryClient, storage);
    queryClient.setQueryData(meKey, user());
    queryClient.setQueryData(orderKey('o1'), order('o1'));
    queryClient.setQueryData([['cart', 'get'], { type: 'query' }], { lines: ['private'] });
    await settle();
    expect(current()?.orders.map((saved) => saved.order.id)).toEqual(['o1']);
    expect(JSON.stringify(current())).not.toContain('private');

    // Once no open order is left, not even the name stays.
    queryClient.setQueryData(orderKey('o1'), order('o1', 'completed'));
    await settle();
    expect(current()).toBeUndefined();
    queryClient.setQueryData(orderKey('o2'), order('o2', 'preparing'));
    await settle();
    expect(current()?.orders.map((saved) => saved.order.id)).toEqual(['o2']);

    queryClient.setQueryData(meKey, null);
    await settle();
    expect(current()).toBeUndefined();
    stop();
  });

  it("keeps a seller's name without orders, so the pickup check opens offline", async () => {
    const queryClient = new QueryClient();
    const { storage, current } = memoryStorage();
    const stop = keepOrdersOffline(queryClient, storage);
    queryClient.setQueryData(meKey, { ...user(), role: 'crabber' });
    await settle();
    expect(current()).toMatchObject({ user: { id: BUYER_ID, role: 'crabber' }, orders: [] });
    queryClient.setQueryData(meKey, null);
    await settle();
    expect(current()).toBeUndefined();
    stop();
  });

  it('erases the snapshot when the server answers 401', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { storage, current } = memoryStorage(snapshot([{ id: 'o1', savedAt: Date.now() }]));
    const stop = keepOrdersOffline(queryClient, storage);
    await settle();
    expect(current()?.orders).toHaveLength(1);
    const unauthorized = new TRPCClientError('UNAUTHORIZED', {
      result: { error: { code: -32001, message: 'UNAUTHORIZED', data: { httpStatus: 401 } } },
    } as never);
    await queryClient
      .fetchQuery({
        queryKey: [['notifications', 'list'], { type: 'query' }],
        queryFn: () => Promise.reject(unauthorized),
      })
      .catch(() => undefined);
    await settle();
    expect(current()).toBeUndefined();
    stop();
  });
});
