/**
 * Lines marked short by the seller (docs/product/orders-and-pickup.md): the handed-over quantity,
 * the line's log, the stock given back and the totals recomputed in one transaction; a paid card
 * order gets the difference back at once as a credit note; a line at 0 everywhere cancels the order.
 */
import { orderMessages } from '../../../shared/messages/order';
import { saleMessages } from '../../../shared/messages/sale';
import type { OrderDto } from '../../../shared/order.schema';
import { isOpenOrder, orderStatusLabels } from '../../../shared/order-status';
import { linesOfOrder, type ShortLinesBody } from '../../../shared/sale.schema';
import { handedOverQty } from '../../../shared/short-lines';
import { finalAmounts } from '../../../shared/weighed-lines';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/validation';
import type { CreditNoteRefunds } from './credit-note-refunds';
import { toOrderDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import type { SaleAccess, SaleActor } from './sale-access';
import type { ShortNotice } from './short-notice';

interface ShortLinesDeps {
  repo: OrdersRepo;
  load: OrderAccess['load'];
  authorise: SaleAccess;
  settle: (record: OrderRecord) => Promise<boolean>;
  refunds: CreditNoteRefunds;
  notify: OrderNotifications;
  logger: Logger;
  now: () => Date;
}

/** Why an order's lines can no longer be marked short, or null while they can. */
function shortRefusal(record: OrderRecord): string | null {
  const { order } = record;
  if (!isOpenOrder(order.status))
    return saleMessages.orderClosed(orderStatusLabels[order.status].toLowerCase());
  if (order.paymentMethod === 'card') {
    if (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending')
      return saleMessages.cardNotPaidShort;
    const held = order.paymentStatus === 'authorized';
    if (!held && order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded') {
      return saleMessages.cardPaymentSettled;
    }
  }
  return null;
}

export function createShortLines({
  repo,
  load,
  authorise,
  settle,
  refunds,
  notify,
  logger,
  now,
}: ShortLinesDeps) {
  /** Applies the short in one transaction, the order's row held; answers with what the buyer is told. */
  function apply(actor: SaleActor, id: string, body: ShortLinesBody) {
    return repo.inTransaction(async () => {
      await repo.lockOrder(id);
      const record = await load(id);
      const refused = shortRefusal(record);
      if (refused) throw new AppError('CONFLICT', refused);
      // A line only goes down: more than what is handed over now would need a new charge.
      parseInput(linesOfOrder(record.items, handedOverQty), body.lines);
      const changes = body.lines.flatMap((line) => {
        const item = record.items.find((candidate) => candidate.id === line.itemId)!;
        const before = handedOverQty(item);
        return before === line.qty ? [] : [{ item, before, after: line.qty }];
      });
      if (changes.length === 0) throw new AppError('CONFLICT', saleMessages.nothingChanged);
      for (const { item, before, after } of changes) {
        await repo.setFinalQty(item.id, after);
        await repo.insertAdjustment({
          orderId: id,
          orderItemId: item.id,
          kind: 'short',
          actorId: actor.userId,
          oldValue: before,
          newValue: after,
          reason: body.reason,
        });
        if (item.catchId) await repo.returnStock(item.catchId, before - after, now());
      }
      const lines = record.items.map((item) => {
        const change = changes.find((candidate) => candidate.item.id === item.id);
        return change ? { ...item, finalQty: change.after } : item;
      });
      const { paymentMethod } = record.order;
      const previous = finalAmounts(record.items, paymentMethod);
      const totals = finalAmounts(lines, paymentMethod);
      await repo.setAmounts(id, totals);
      const cancelled = lines.every((line) => handedOverQty(line) === 0);
      if (cancelled && !(await repo.updateStatus(id, record.order.status, 'cancelled'))) {
        throw new AppError('CONFLICT', orderMessages.changedMeanwhile);
      }
      // A held card is charged at the dock for what is handed over: a short line lowers that, with
      // nothing to give back (docs/decisions/026-card-holds.md).
      const charged = paymentMethod === 'card' && record.order.paymentStatus !== 'authorized';
      const refundCents = charged ? previous.totalCents - totals.totalCents : 0;
      // A cancelled card order is refunded in full or released as any cancel is (payment-settlement.ts).
      const note =
        !cancelled && refundCents > 0
          ? await repo.insertCreditNote({
              orderId: id,
              amountCents: refundCents,
              method: 'card',
              reason: body.reason,
              lines: changes.map(({ item, before, after }) => ({ itemId: item.id, qty: before - after })),
              actorId: actor.userId,
            })
          : null;
      const notice: ShortNotice = {
        lines: changes.map(({ item, after }) => ({
          title: item.title,
          unitType: item.unitType,
          ordered: item.qty,
          handedOver: after,
        })),
        reason: body.reason,
        refundCents: note ? refundCents : 0,
        cancelled,
      };
      return { note, notice };
    });
  }

  return {
    async markShort(actor: SaleActor, id: string, body: ShortLinesBody): Promise<OrderDto> {
      await authorise(actor, id, 'short');
      const { note, notice } = await apply(actor, id, body);
      if (notice.cancelled) await settle(await load(id));
      if (note) {
        try {
          await refunds.send(await load(id), note);
        } catch (error) {
          // The short stands; the credit note waits with no provider refund and is sent again.
          logger.error('refunding a short line failed', { orderId: id, creditNoteId: note.id, error });
        }
      }
      const record = await load(id);
      await notify.linesShort(record, notice);
      return toOrderDto(record, 'seller');
    },
  };
}
