/**
 * Partial refunds (docs/product/payments.md): the seller or an admin gives back an amount or lines
 * of a paid order, any number of times, never beyond what was paid. The check and the note are
 * written in one transaction with the order's row held, so simultaneous refunds queue.
 */
import { saleMessages } from '../../../shared/messages/sale';
import type { CreditNoteDto } from '../../../shared/order.dto';
import { linesOfOrder, type RefundBody } from '../../../shared/sale.schema';
import { handedOverQty, linesRefundCents, refundableCents } from '../../../shared/short-lines';
import { cardChargedCents } from '../../../shared/weighed-lines';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validation';
import type { CreditNoteRefunds } from './credit-note-refunds';
import { toCreditNoteDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import type { SaleAccess, SaleActor } from './sale-access';

interface CreditNotesDeps {
  repo: OrdersRepo;
  load: OrderAccess['load'];
  authorise: SaleAccess;
  refunds: CreditNoteRefunds;
  notify: OrderNotifications;
}

/** What was paid on the order, or null when nothing was: a card charge, or cash handed over at pickup. */
function paidCents(record: OrderRecord): number | null {
  const { order } = record;
  const settled = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
  if (order.paymentMethod === 'card')
    return settled ? cardChargedCents(order.capturedCents, record.items) : null;
  return order.status === 'completed' && settled ? order.amountTotalCents : null;
}

function amountOf(record: OrderRecord, body: RefundBody): number {
  if (body.amount !== undefined) return body.amount;
  const lines = parseInput(linesOfOrder(record.items, handedOverQty), body.lines);
  return linesRefundCents(
    lines.map((line) => ({
      unitPriceCents: record.items.find((item) => item.id === line.itemId)!.unitPriceCents,
      qty: line.qty,
    })),
    record.order.paymentMethod,
  );
}

export function createCreditNotes({ repo, load, authorise, refunds, notify }: CreditNotesDeps) {
  return {
    async refund(actor: SaleActor, id: string, body: RefundBody): Promise<CreditNoteDto> {
      await authorise(actor, id, 'refund');
      const note = await repo.inTransaction(async () => {
        await repo.lockOrder(id);
        const record = await load(id);
        const paid = paidCents(record);
        if (paid === null) throw new AppError('CONFLICT', saleMessages.notPaid);
        const amountCents = amountOf(record, body);
        const left = refundableCents(
          paid,
          record.creditNotes.map((candidate) => candidate.amountCents),
        );
        if (amountCents > left) throw new AppError('CONFLICT', saleMessages.beyondPaid(left));
        return await repo.insertCreditNote({
          orderId: id,
          amountCents,
          method: record.order.paymentMethod,
          reason: body.reason,
          lines: body.lines ?? null,
          actorId: actor.userId,
        });
      });
      if (note.method === 'card') {
        try {
          await refunds.send(await load(id), note);
        } catch (error) {
          // The provider gave nothing back, so the note never took effect.
          await repo.deleteCreditNote(note.id);
          throw error;
        }
      }
      await notify.refunded(await load(id), note.amountCents, note.method, note.reason);
      return toCreditNoteDto(note);
    },
  };
}
