/**
 * Per-pound lines weighed at the dock (docs/product/payments.md, "Weighed listings"): the order's
 * seller enters what the pieces handed over weighed; each change is logged on the line with its old
 * and new weight. The order's total stays the estimate; `finalAmounts` prices the weights (capped at
 * the maximum) and is what a card is charged at completion. Weighing again is allowed until the
 * order is closed; the same weight sent twice (an offline queue replaying) changes nothing.
 */
import { saleMessages } from '../../../shared/messages/sale';
import type { OrderDto } from '../../../shared/order.schema';
import { isOpenOrder, orderStatusLabels } from '../../../shared/order-status';
import { handedOverQty } from '../../../shared/short-lines';
import type { WeighLinesBody } from '../../../shared/weigh.schema';
import { estimatedWeightCentilb, isFullyWeighed } from '../../../shared/weighed-lines';
import { AppError } from '../../lib/app-error';
import { toOrderDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import type { SaleAccess, SaleActor } from './sale-access';

interface WeighLinesDeps {
  repo: OrdersRepo;
  load: OrderAccess['load'];
  authorise: SaleAccess;
  notify: Pick<OrderNotifications, 'weighed'>;
}

export function createWeighLines({ repo, load, authorise, notify }: WeighLinesDeps) {
  return {
    /** Once every per-pound line has its weight, the buyer hears the final weights and total. */
    async weighLines(actor: SaleActor, id: string, body: WeighLinesBody): Promise<OrderDto> {
      await authorise(actor, id, 'weigh');
      const changed = await repo.inTransaction(async () => {
        await repo.lockOrder(id);
        const record = await load(id);
        if (!isOpenOrder(record.order.status)) {
          const status = orderStatusLabels[record.order.status].toLowerCase();
          throw new AppError('CONFLICT', saleMessages.orderClosed(status));
        }
        return recordWeights(repo, record, actor.userId, body);
      });
      const weighed = await load(id);
      if (changed > 0 && isFullyWeighed(weighed.items)) await notify.weighed(weighed);
      return toOrderDto(weighed, 'seller');
    },
  };
}

/**
 * Writes the weights of a locked, open order's per-pound lines with one adjustment each that
 * changed; a weight already recorded is left alone, so a replay records nothing twice. Throws
 * BAD_REQUEST for a line the order lacks or one sold per unit. Returns how many weights changed.
 */
export async function recordWeights(
  repo: OrdersRepo,
  record: OrderRecord,
  actorId: string,
  body: WeighLinesBody,
): Promise<number> {
  const items = body.lines.map((line, index) => {
    const item = record.items.find((candidate) => candidate.id === line.itemId);
    if (!item)
      throw new AppError('BAD_REQUEST', 'This order has no such line', {
        fieldErrors: { [`lines.${index}.itemId`]: ['This order has no such line'] },
      });
    if (item.pricing !== 'per_lb')
      throw new AppError('BAD_REQUEST', saleMessages.notWeighedLine, {
        fieldErrors: { [`lines.${index}.lb`]: [saleMessages.notWeighedLine] },
      });
    return { item, lb: line.lb };
  });
  let changed = 0;
  for (const { item, lb } of items) {
    const before = item.finalWeightCentilb ?? estimatedWeightCentilb(item, handedOverQty(item));
    if (item.finalWeightCentilb === lb) continue;
    changed += 1;
    await repo.setFinalWeight(item.id, lb);
    await repo.insertAdjustment({
      orderId: record.order.id,
      orderItemId: item.id,
      kind: 'weigh',
      actorId,
      oldValue: before,
      newValue: lb,
      reason: body.reason ?? saleMessages.weighedAtDock,
    });
  }
  return changed;
}
