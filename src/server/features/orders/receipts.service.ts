/**
 * Receipts of completed orders (docs/product/payments.md, Receipts): shown to the order's buyer,
 * its seller and admins; to anyone else the order does not exist. Issuing happens with the
 * completion itself (order-completion.ts).
 */
import { orderMessages } from '../../../shared/messages/order';
import { receiptMessages } from '../../../shared/messages/receipt';
import { addDays, dockDay } from '../../../shared/pickup-slots';
import type { ReceiptDto } from '../../../shared/receipt.dto';
import type { UserDto } from '../../../shared/user.schema';
import { isAdmin } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import { receiptPdf } from './receipt-pdf';
import { type HeldLicence, licencesOnReceipt, toReceiptDto } from './receipt-view';
import type { ReceiptRow, ReceiptsRepo } from './receipts.repo';
import { receiptsCsv } from './receipts-csv';

interface ReceiptsServiceDeps {
  repo: ReceiptsRepo;
  orders: Pick<OrdersRepo, 'findById'>;
  /** The seller's licences, whose numbers the receipt carries. */
  licences: { listForSeller(crabberId: string): Promise<HeldLicence[]> };
}

/** The dock-local month `YYYY-MM` as instants: [first day 00:00, next month's first day 00:00). */
function monthRange(month: string): { from: Date; to: Date } {
  const firstDay = `${month}-01`;
  const nextMonth = addDays(`${month}-28`, 7).slice(0, 7);
  return { from: dockDay(firstDay).from, to: dockDay(`${nextMonth}-01`).from };
}

export function createReceiptsService({ repo, orders, licences }: ReceiptsServiceDeps) {
  async function view(receipt: ReceiptRow, record: OrderRecord): Promise<ReceiptDto> {
    const held = await licences.listForSeller(record.order.crabberId);
    return toReceiptDto(
      receipt,
      record,
      await repo.listCreditNotes(receipt.orderId),
      licencesOnReceipt(held, record, receipt.issuedAt),
    );
  }

  async function build(receipt: ReceiptRow): Promise<ReceiptDto> {
    return view(receipt, (await orders.findById(receipt.orderId))!);
  }

  async function forOrder(user: UserDto, orderId: string): Promise<ReceiptDto> {
    const record = await orders.findById(orderId);
    const sellerId = user.crabberProfile?.id ?? null;
    const allowed =
      record && (record.order.buyerId === user.id || record.order.crabberId === sellerId || isAdmin(user));
    if (!allowed) throw new AppError('NOT_FOUND', orderMessages.notFound);
    const receipt = await repo.findByOrderId(orderId);
    if (!receipt) throw new AppError('NOT_FOUND', receiptMessages.notIssued);
    return view(receipt, record);
  }

  async function forMonth(sellerId: string, month: string): Promise<ReceiptDto[]> {
    const { from, to } = monthRange(month);
    const rows = await repo.listForSeller(sellerId, from, to);
    const receipts: ReceiptDto[] = [];
    for (const row of rows) receipts.push(await build(row));
    return receipts;
  }

  return {
    forOrder,
    forMonth,
    async pdfForOrder(user: UserDto, orderId: string): Promise<{ number: string; pdf: Buffer }> {
      const receipt = await forOrder(user, orderId);
      return { number: receipt.number, pdf: await receiptPdf(receipt) };
    },
    async csvForMonth(sellerId: string, month: string): Promise<string> {
      return receiptsCsv(await forMonth(sellerId, month));
    },
  };
}
