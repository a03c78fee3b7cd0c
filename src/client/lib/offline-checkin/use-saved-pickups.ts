/**
 * The seller's day of pickups as the pickup check saved it on this device, and the check-ins
 * waiting to be sent: read only, for a screen opened without signal (the dashboard).
 */
import { useEffect, useState } from 'react';
import type { CheckIn } from '../../../shared/pickup-checkin.schema';
import { deviceStore } from './device-store';
import { pendingCheckIns, type SavedList, savedList } from './queue';

export function useSavedPickups(sellerId: string): {
  loaded: boolean;
  saved: SavedList | undefined;
  pending: CheckIn[];
} {
  const [state, setState] = useState<{ loaded: boolean; saved?: SavedList; pending: CheckIn[] }>({
    loaded: false,
    pending: [],
  });
  useEffect(() => {
    let current = true;
    const kv = deviceStore();
    void Promise.all([savedList(kv, sellerId), pendingCheckIns(kv, sellerId)])
      .then(([saved, pending]) => current && setState({ loaded: true, saved, pending }))
      .catch(() => current && setState({ loaded: true, pending: [] }));
    return () => {
      current = false;
    };
  }, [sellerId]);
  return { loaded: state.loaded, saved: state.saved, pending: state.pending };
}
