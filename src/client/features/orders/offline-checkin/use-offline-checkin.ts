/**
 * The pickup check's offline side, for the screen: the day's list saved on the device while online,
 * the check-ins waiting to be sent, and sending them when the network returns (the `online` event,
 * the screen opening) or through Background Sync where a service worker offers it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '../../../../shared/order-status';
import type { CheckIn, CheckInResultDto, PickupListOrderDto } from '../../../../shared/pickup-checkin.schema';
import {
  deviceStore,
  requestBackgroundSync,
  syncPendingCheckIns,
} from '../../../lib/offline-checkin/device-store';
import {
  conflictsOf,
  enqueueCheckIn,
  pendingCheckIns,
  type SavedList,
  savedList,
  saveList,
} from '../../../lib/offline-checkin/queue';
import { trpc } from '../../../lib/trpc';
import { useIsOffline } from '../../../lib/use-is-offline';

export interface SyncReport {
  sent: number;
  conflicts: CheckInResultDto[];
}

function withStatuses(saved: SavedList, statuses: Map<string, OrderStatus | null>): SavedList {
  const orders = saved.list.orders.map((order) => {
    const status = statuses.get(order.id);
    return status ? { ...order, status } : order;
  });
  return { ...saved, list: { ...saved.list, orders } };
}

export function useOfflineCheckin(sellerId: string | null) {
  const online = !useIsOffline();
  const [saved, setSaved] = useState<SavedList | undefined>();
  const [pending, setPending] = useState<CheckIn[]>([]);
  const [report, setReport] = useState<SyncReport | null>(null);
  const sending = useRef(false);
  const utils = trpc.useUtils();
  const dayList = trpc.orders.pickupDayList.useQuery(undefined, {
    enabled: online && sellerId !== null,
    retry: false,
  });

  // What the device already holds, from an earlier visit.
  useEffect(() => {
    if (!sellerId) return;
    const kv = deviceStore();
    void savedList(kv, sellerId).then(setSaved);
    void pendingCheckIns(kv, sellerId).then(setPending);
  }, [sellerId]);

  // Each fresh list from the server replaces the saved one.
  useEffect(() => {
    if (!sellerId || !dayList.data) return;
    const kv = deviceStore();
    const savedAt = new Date();
    void saveList(kv, sellerId, dayList.data, savedAt).then(() =>
      setSaved({ list: dayList.data, savedAt: savedAt.toISOString() }),
    );
  }, [sellerId, dayList.data]);

  const sync = useCallback(async () => {
    if (!sellerId || sending.current) return;
    sending.current = true;
    const kv = deviceStore();
    try {
      const results = await syncPendingCheckIns(sellerId);
      if (results) {
        setReport({ sent: results.length, conflicts: conflictsOf(results) });
        // What the server answered shows at once, before the fresh list arrives.
        const statuses = new Map(results.map((result) => [result.orderId, result.status]));
        setSaved((current) => current && withStatuses(current, statuses));
        void utils.orders.pickupDayList.invalidate();
        void utils.orders.sellerOrders.invalidate();
      }
    } catch {
      // Still no network, or the server failed: the check-ins stay queued for the next try.
    } finally {
      sending.current = false;
      setPending(await pendingCheckIns(kv, sellerId));
    }
  }, [sellerId, utils]);

  // Send what waits when the screen opens online and whenever the network comes back.
  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);

  const checkIn = useCallback(
    async (order: PickupListOrderDto, how: CheckIn['how'], weights?: CheckIn['weights']) => {
      if (!sellerId) return;
      const kv = deviceStore();
      const checkedAt = new Date().toISOString();
      // The weights travel in the check-in: the server records them before it completes the order.
      await enqueueCheckIn(kv, sellerId, { orderId: order.id, checkedAt, how, ...(weights && { weights }) });
      setPending(await pendingCheckIns(kv, sellerId));
      void requestBackgroundSync();
      if (navigator.onLine) void sync();
    },
    [sellerId, sync],
  );

  return { online, saved, pending, report, checkIn, sync };
}
