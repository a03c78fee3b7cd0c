/**
 * The buyer's open orders kept on the device, so the order page with its pickup pass and My Orders
 * open with no signal (docs/product/offline.md). What is kept:
 *  - the signed-in person's id, role and name (the current-user query has to answer offline, or the
 *    signed-in screens would send them to sign in), never their e-mail or anything else;
 *  - each order they are the buyer of while it is open (confirmed, preparing, ready), from its order
 *    page or from My Orders, with the time it was fetched.
 * One snapshot per device, of the last person signed in: another account replaces it, and sign-out,
 * a 401 and account deletion erase it. It is dropped after MAX_AGE_MS and by a new build.
 * Nothing here runs before the first paint (src/client/lib/pwa-start.ts loads it).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { OrderDto } from '../../shared/order.schema';
import { isOpenOrder } from '../../shared/order-status';
import type { UserDto } from '../../shared/user.schema';
import { isSeller } from '../../shared/users';
import { httpStatusOf } from './errors';
import { trpc } from './trpc';

/** A week: an open order is picked up, cancelled or lapsed long before. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A new build may read other shapes: what an older one saved is dropped, not misread. */
export const BUSTER = `${import.meta.env.VITE_APP_BUILD ?? 'dev'}:1`;

export type SavedUser = Pick<UserDto, 'id' | 'role' | 'firstName' | 'lastName'>;

export interface SavedOrder {
  order: OrderDto;
  /** When the copy was fetched (ms since the epoch): what "Offline - saved 10:42 AM" says. */
  savedAt: number;
}

export interface OfflineSnapshot {
  buster: string;
  user: SavedUser;
  orders: SavedOrder[];
}

/** Where snapshots live: IndexedDB in the browser, a Map in the unit tests. */
export interface SnapshotStorage {
  read(): Promise<OfflineSnapshot | undefined>;
  write(snapshot: OfflineSnapshot): Promise<void>;
  clear(): Promise<void>;
}

// Its own database: the seller's check-ins keep theirs (src/client/lib/device-data.ts), and
// idb-keyval makes one store per database.
const DATABASE = 'baycatch-orders';
const KEY = 'snapshot';

/**
 * The snapshot in IndexedDB. The database is created by the first write only: a visitor who never
 * signs in, or has no open order, gets none (and a read or an erase does not create it).
 */
export function indexedDbStorage(): SnapshotStorage {
  let store: UseStore | undefined;
  const opened = () => {
    store ??= createStore(DATABASE, 'orders');
    return store;
  };
  const exists = async () =>
    store !== undefined ||
    typeof indexedDB.databases !== 'function' ||
    (await indexedDB.databases()).some((database) => database.name === DATABASE);
  return {
    read: async () => ((await exists()) ? get<OfflineSnapshot>(KEY, opened()) : undefined),
    write: (snapshot) => set(KEY, snapshot, opened()),
    clear: async () => {
      if (await exists()) await del(KEY, opened());
    },
  };
}

export const meKey = getQueryKey(trpc.auth.me, undefined, 'query');
export const myOrdersKey = getQueryKey(trpc.orders.mine, undefined, 'query');
export const orderKey = (id: string) => getQueryKey(trpc.orders.get, { id }, 'query');

type KeptQuery = 'me' | 'order' | 'myOrders';

/** Which cached queries the snapshot reads from; every other query (carts, messages, catches) stays online-only. */
export function keptQueryOf(queryKey: readonly unknown[]): KeptQuery | null {
  const path = Array.isArray(queryKey[0]) ? queryKey[0].join('.') : undefined;
  const type = (queryKey[1] as { type?: string } | undefined)?.type;
  if (type !== 'query') return null;
  if (path === 'auth.me') return 'me';
  if (path === 'orders.get') return 'order';
  if (path === 'orders.mine') return 'myOrders';
  return null;
}

/** Kept: orders the viewer bought that are still open. A seller's view of an order is never kept. */
export function isKeptOrder(order: OrderDto): boolean {
  return order.viewerRole === 'buyer' && isOpenOrder(order.status);
}

export function savedUserOf(user: UserDto): SavedUser {
  return { id: user.id, role: user.role, firstName: user.firstName, lastName: user.lastName };
}

/** The current user as the screens read it, rebuilt from the few saved fields. */
export function userFromSaved(saved: SavedUser): UserDto {
  return {
    ...saved,
    email: '',
    // Offline nobody can verify an address: no banner asking for it.
    emailVerified: true,
    profileImageUrl: null,
    phone: null,
    phoneVerified: false,
    crabberProfile: null,
    twoFactorEnabled: false,
    // Offline no admin tool can be reached anyway: nothing to send an admin away to enrol for.
    hasSecondFactor: true,
    createdAt: '',
    updatedAt: '',
  };
}

export interface CacheView {
  /** undefined: the current user is not known (yet); null: signed out. */
  me: UserDto | null | undefined;
  orders: SavedOrder[];
  /** My Orders as last fetched: every order not open in it is no longer kept. */
  myOrders: { fetchedAt: number; orders: OrderDto[] } | null;
}

/**
 * The next snapshot from what was saved and what the query cache holds now, or null when nothing
 * may be kept (signed out, or nobody known yet and nothing saved).
 */
export function nextSnapshot(
  previous: OfflineSnapshot | undefined,
  view: CacheView,
  now: number,
): OfflineSnapshot | null {
  if (view.me === null) return null;
  const user = view.me ? savedUserOf(view.me) : previous?.user;
  if (!user) return null;
  // Another person's orders never carry over.
  const carried =
    previous && previous.user.id === user.id && previous.buster === BUSTER ? previous.orders : [];
  const byId = new Map<string, SavedOrder>();
  for (const saved of carried) {
    if (now - saved.savedAt <= MAX_AGE_MS) byId.set(saved.order.id, saved);
  }
  const listed = view.myOrders;
  const fresh: SavedOrder[] = [
    ...(listed?.orders ?? []).map((order) => ({ order, savedAt: listed?.fetchedAt ?? now })),
    ...view.orders,
  ];
  if (listed) {
    for (const [id, saved] of byId) {
      // Not in a newer list: picked up, cancelled, or gone.
      if (listed.fetchedAt > saved.savedAt && !listed.orders.some((order) => order.id === id))
        byId.delete(id);
    }
  }
  for (const copy of fresh) {
    const current = byId.get(copy.order.id);
    if (current && current.savedAt > copy.savedAt) continue;
    if (isKeptOrder(copy.order)) byId.set(copy.order.id, copy);
    else byId.delete(copy.order.id);
  }
  const orders = [...byId.values()].sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt));
  return { buster: BUSTER, user, orders };
}

/**
 * Whether a snapshot is worth a place on the device: a buyer's open orders to show, or a seller,
 * whose pickup check and dashboard have to open offline (they read the saved list, src/client/lib/
 * offline-checkin, and only need to know who is signed in). Otherwise not even the name is kept.
 */
export function worthKeeping(snapshot: OfflineSnapshot): boolean {
  return snapshot.orders.length > 0 || isSeller({ role: snapshot.user.role, crabberProfile: null });
}

/** What the query cache holds of the kept queries. */
export function viewOfCache(queryClient: QueryClient): CacheView {
  const view: CacheView = { me: undefined, orders: [], myOrders: null };
  for (const query of queryClient.getQueryCache().getAll()) {
    const kept = keptQueryOf(query.queryKey);
    const { data, dataUpdatedAt, status } = query.state;
    if (!kept || status !== 'success') continue;
    if (kept === 'me') view.me = (data as UserDto | null) ?? null;
    else if (kept === 'order') view.orders.push({ order: data as OrderDto, savedAt: dataUpdatedAt });
    else view.myOrders = { fetchedAt: dataUpdatedAt, orders: data as OrderDto[] };
  }
  return view;
}

/** Puts a snapshot into the query cache, each copy dated when it was fetched. */
export function restoreSnapshot(queryClient: QueryClient, snapshot: OfflineSnapshot, now: number): boolean {
  if (snapshot.buster !== BUSTER) return false;
  const orders = snapshot.orders
    .filter((saved) => now - saved.savedAt <= MAX_AGE_MS)
    .sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt));
  queryClient.setQueryData(meKey, userFromSaved(snapshot.user));
  for (const saved of orders) {
    queryClient.setQueryData(orderKey(saved.order.id), saved.order, { updatedAt: saved.savedAt });
  }
  const listedAt = Math.min(...orders.map((saved) => saved.savedAt));
  queryClient.setQueryData(
    myOrdersKey,
    orders.map((saved) => saved.order),
    { updatedAt: Number.isFinite(listedAt) ? listedAt : now },
  );
  return true;
}

/** True for a refusal that means the session is over: what was kept must go. */
function endsSession(query: Query): boolean {
  return query.state.status === 'error' && httpStatusOf(query.state.error) === 401;
}

/**
 * Keeps the snapshot in step with the query cache: written after a kept query succeeds, erased
 * when the current user turns out signed out or a call answers 401. Returns the unsubscribe.
 */
export function keepOrdersOffline(queryClient: QueryClient, storage: SnapshotStorage): () => void {
  let pending: Promise<void> = Promise.resolve();
  const queue = (work: () => Promise<void>) => {
    pending = pending.then(work).catch(() => undefined);
    return pending;
  };
  const save = () =>
    queue(async () => {
      const next = nextSnapshot(await storage.read(), viewOfCache(queryClient), Date.now());
      await (next && worthKeeping(next) ? storage.write(next) : storage.clear());
    });

  void save();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || (!keptQueryOf(event.query.queryKey) && !endsSession(event.query))) return;
    if (endsSession(event.query)) void queue(() => storage.clear());
    else if (event.action.type === 'success') void save();
  });
}
