import type { Db } from '../../db/client';
import { createAlertPreferencesRepo } from './alert-preferences.repo';
import { createCatchAlertsRepo } from './catch-alerts.repo';
import { createNewCatchDeliveriesRepo } from './new-catch-deliveries.repo';
import { createSellerFollowsRepo } from './seller-follows.repo';

export type { AlertRow } from './alert-row';

export function createAlertsRepo(db: Db) {
  return {
    ...createCatchAlertsRepo(db),
    ...createSellerFollowsRepo(db),
    ...createNewCatchDeliveriesRepo(db),
    ...createAlertPreferencesRepo(db),
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
