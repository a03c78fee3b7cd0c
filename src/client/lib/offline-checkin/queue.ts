/**
 * The device's side of the offline check-in: the seller's saved list of pickups and the queue of
 * check-ins waiting to be sent, over a small key-value store (IndexedDB in the app, a Map in the
 * unit tests). Everything is kept per seller, and only one seller's at a time.
 */

import type {
  CheckIn,
  CheckInResultDto,
  CheckInSyncDto,
  PickupDayListDto,
} from '../../../shared/pickup-checkin.schema';
import type { DeviceKeyValue } from '../device-key-value';

export type KeyValue = Pick<DeviceKeyValue, 'get' | 'set' | 'clear'>;

export interface SavedList {
  list: PickupDayListDto;
  savedAt: string;
}

const SELLER = 'seller';
const listKey = (sellerId: string) => `list:${sellerId}`;
const queueKey = (sellerId: string) => `queue:${sellerId}`;

/** Keeps the day's list; another seller's data on the device (a shared phone) goes first. */
export async function saveList(kv: KeyValue, sellerId: string, list: PickupDayListDto, savedAt: Date) {
  if ((await kv.get<string>(SELLER)) !== sellerId) {
    await kv.clear();
    await kv.set(SELLER, sellerId);
  }
  await kv.set(listKey(sellerId), { list, savedAt: savedAt.toISOString() } satisfies SavedList);
}

export function savedList(kv: KeyValue, sellerId: string): Promise<SavedList | undefined> {
  return kv.get<SavedList>(listKey(sellerId));
}

export async function pendingCheckIns(kv: KeyValue, sellerId: string): Promise<CheckIn[]> {
  return (await kv.get<CheckIn[]>(queueKey(sellerId))) ?? [];
}

/** Queues a check-in; one per order, the first kept (checking a pass twice is one pickup). */
export async function enqueueCheckIn(kv: KeyValue, sellerId: string, checkIn: CheckIn): Promise<number> {
  if ((await kv.get<string>(SELLER)) !== sellerId) await kv.set(SELLER, sellerId);
  const queue = await pendingCheckIns(kv, sellerId);
  if (!queue.some((queued) => queued.orderId === checkIn.orderId)) queue.push(checkIn);
  await kv.set(queueKey(sellerId), queue);
  return queue.length;
}

/**
 * Sends the waiting check-ins. Every check-in the server answered for leaves the queue, applied or
 * not (a conflict will not resolve by sending again); when the send fails nothing leaves, and the
 * next attempt sends them again, which the server applies once. Check-ins queued while sending
 * stay for the next round. Returns the server's results, or null when nothing was sent.
 */
export async function drainQueue(
  kv: KeyValue,
  sellerId: string,
  send: (checkIns: CheckIn[]) => Promise<CheckInSyncDto>,
): Promise<CheckInResultDto[] | null> {
  const queue = (await pendingCheckIns(kv, sellerId)).slice(0, 200);
  if (queue.length === 0) return null;
  const { results } = await send(queue);
  const answered = new Set(results.map((result) => result.orderId));
  const left = (await pendingCheckIns(kv, sellerId)).filter((queued) => !answered.has(queued.orderId));
  await kv.set(queueKey(sellerId), left);
  return results;
}

/** The check-ins the server could not apply, for the seller to see. */
export function conflictsOf(results: readonly CheckInResultDto[]): CheckInResultDto[] {
  return results.filter((result) => result.outcome === 'conflict');
}

/** The seller whose data the device holds, for a caller without a session view (a service worker). */
export function currentSeller(kv: KeyValue): Promise<string | undefined> {
  return kv.get<string>(SELLER);
}
