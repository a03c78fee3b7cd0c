import type { Db } from '../../db/client';
import type { NotifyInput } from '../notifications/notifications.service';
import { createLotLinesRepo } from './lot-lines.repo';
import { createLotRecallService } from './lot-recall.service';
import { createRecordsRepo } from './records.repo';
import { createTraceabilityService } from './traceability.service';

/** Buyers' traceability records and an admin's recall tools, over the one database. */
export function createTraceabilityServices(deps: {
  db: Db;
  notify: (input: NotifyInput) => Promise<unknown>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    traceability: createTraceabilityService({ repo: createRecordsRepo(deps.db), now }),
    lotRecall: createLotRecallService({ repo: createLotLinesRepo(deps.db), notify: deps.notify, now }),
  };
}
