/**
 * The pickup check at the dock (docs/product/orders-and-pickup.md): a scanned pass token is looked
 * up by its hash among the seller's own orders, then everywhere only to say it is another seller's;
 * a typed short code only among the seller's own. The day's list lets the seller's device check
 * passes offline (hashes only), and the check-ins it made offline come back through `syncCheckIns`,
 * each applied once.
 */
import { orderMessages } from '../../../shared/messages/order';
import { pickupCheckMessages } from '../../../shared/messages/pickup-check';
import { centsToDecimal } from '../../../shared/money';
import type { OrderDto } from '../../../shared/order.schema';
import { isOpenOrder, isUnpaidCardOrder } from '../../../shared/order-status';
import type {
  CheckInResultDto,
  CheckInSyncDto,
  PickupDayListDto,
  PickupListLineDto,
  ReceivedCheckIn,
} from '../../../shared/pickup-checkin.schema';
import { readPassInput } from '../../../shared/pickup-pass';
import { addDays, dockDay, formatSlot, localDateOf } from '../../../shared/pickup-slots';
import type { WeighLinesBody } from '../../../shared/weigh.schema';
import { centilbToLb, estimatedLbPerUnitOf } from '../../../shared/weights';
import { AppError } from '../../lib/app-error';
import { codeHashOf, sha256Hex } from '../../lib/pass-token';
import type { CaptureCard } from './card-capture';
import { buyerNameOf, itemsSummaryOf, orderReference, toOrderDto } from './order.mapper';
import { completeOrder } from './order-completion';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import { recordWeights } from './weigh-lines';

interface PickupCheckInDeps {
  repo: OrdersRepo;
  notify: OrderNotifications;
  now: () => Date;
  /** Charges a held card for the final amount before its pickup completes (card-capture.ts). */
  captureCard: CaptureCard;
}

function toPickupListLine(item: OrderRecord['items'][number]): PickupListLineDto {
  return {
    itemId: item.id,
    title: item.title,
    unitType: item.unitType,
    pricing: item.pricing,
    unitPrice: centsToDecimal(item.unitPriceCents),
    qty: item.qty,
    finalQty: item.finalQty,
    estimatedLbPerUnit: estimatedLbPerUnitOf(item),
    finalLb: item.finalWeightCentilb === null ? null : centilbToLb(item.finalWeightCentilb),
  };
}

/** The seller sending check-ins: their profile, and the user the weighings are recorded by. */
interface Seller {
  crabberId: string;
  userId: string;
}

export function createPickupCheckIn({ repo, notify, now, captureCard }: PickupCheckInDeps) {
  /**
   * Records the weights a check-in carries before it completes the order, under the order's lock;
   * weights already recorded change nothing, so a replayed check-in adds no adjustment.
   */
  async function weigh(userId: string, orderId: string, lines: WeighLinesBody['lines']) {
    return repo.inTransaction(async () => {
      await repo.lockOrder(orderId);
      const record = (await repo.findById(orderId))!;
      if (isOpenOrder(record.order.status)) await recordWeights(repo, record, userId, { lines });
      return (await repo.findById(orderId))!;
    });
  }

  /** One offline check-in, applied at most once: the order completes if it is still open. */
  async function apply(seller: Seller, checkIn: ReceivedCheckIn): Promise<CheckInResultDto> {
    const { crabberId } = seller;
    const { orderId } = checkIn;
    let record = await repo.findById(orderId);
    if (!record || record.order.crabberId !== crabberId) {
      return { orderId, outcome: 'conflict', status: null, message: pickupCheckMessages.notYourOrder };
    }
    const { status } = record.order;
    if (status === 'completed') {
      return { orderId, outcome: 'alreadyApplied', status, message: pickupCheckMessages.alreadyApplied };
    }
    if (!isOpenOrder(status)) {
      const message = status === 'no_show' ? pickupCheckMessages.noShow : pickupCheckMessages.cancelled;
      return { orderId, outcome: 'conflict', status, message };
    }
    if (isUnpaidCardOrder(record.order)) {
      return { orderId, outcome: 'conflict', status, message: orderMessages.awaitingCardPayment };
    }
    // The pass was checked and the catch handed over at the dock, whatever step the order had
    // reached on the server: the check-in completes it from confirmed and preparing too.
    const collected = record.order.paymentMethod === 'cash' ? 'paid' : undefined;
    if (checkIn.weights?.length) {
      try {
        record = await weigh(seller.userId, orderId, checkIn.weights);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { orderId, outcome: 'conflict', status, message: error.message };
      }
      // Closed by someone else between the read and the lock: answered as any closed order is.
      if (!isOpenOrder(record.order.status)) return apply(seller, { ...checkIn, weights: undefined });
    }
    try {
      await captureCard(record);
    } catch (error) {
      // The hold lapsed or the card was refused: the check-in waits, as for an unpaid card order.
      if (!(error instanceof AppError)) throw error;
      return { orderId, outcome: 'conflict', status, message: error.message };
    }
    const receipt = await completeOrder(repo, record, collected, now());
    if (!receipt) {
      // Another request (a repeat of this batch, or the seller online) changed it meanwhile.
      return apply(seller, checkIn);
    }
    const updated = (await repo.findById(orderId))!;
    await notify.completed(updated, receipt.number);
    return { orderId, outcome: 'applied', status: 'completed', message: null };
  }

  return {
    /** A scanned pass or a typed code, checked among the seller's own orders. */
    async checkPass(crabberId: string, input: string): Promise<OrderDto> {
      const pass = readPassInput(input);
      if (!pass) {
        throw new AppError('BAD_REQUEST', orderMessages.invalidPickupCode, {
          fieldErrors: { code: [orderMessages.invalidPickupCode] },
        });
      }
      if (pass.kind === 'code') {
        const record = await repo.findByQrCode(crabberId, pass.code);
        if (!record) throw new AppError('NOT_FOUND', orderMessages.unknownPickupCode);
        return toOrderDto(record, 'seller');
      }
      const record = await repo.findByPassHash(sha256Hex(pass.token));
      if (!record) throw new AppError('NOT_FOUND', orderMessages.unknownPickupCode);
      if (record.order.crabberId !== crabberId) {
        throw new AppError('NOT_FOUND', pickupCheckMessages.otherSellersPass, {
          reason: 'OTHER_SELLERS_PASS',
        });
      }
      return toOrderDto(record, 'seller');
    },

    /**
     * The seller's pickups of today and the coming day (dock time) that are open or already
     * collected, with the hashes their passes and codes are checked by. Never a token or a code.
     */
    async dayList(crabberId: string): Promise<PickupDayListDto> {
      const at = now();
      const today = localDateOf(at);
      const dates = [today, addDays(today, 1)];
      const from = dockDay(dates[0]!).from;
      const to = dockDay(dates[1]!).to;
      const orders = (await repo.listForSellerPickups(crabberId, from, to))
        .filter((record) => isOpenOrder(record.order.status) || record.order.status === 'completed')
        .filter((record): record is OrderRecord & { order: { passTokenHash: string } } =>
          Boolean(record.order.passTokenHash && record.order.pickupSlotStart && record.order.pickupSlotEnd),
        )
        .map((record) => {
          const { order } = record;
          return {
            id: order.id,
            reference: orderReference(record),
            buyerName: buyerNameOf(record),
            items: itemsSummaryOf(record),
            status: order.status,
            paymentMethod: order.paymentMethod,
            paymentStatus: order.paymentStatus,
            total: centsToDecimal(order.amountTotalCents),
            lines: record.items.map(toPickupListLine),
            pickupSlotStart: order.pickupSlotStart!.toISOString(),
            pickupLabel: formatSlot({ startsAt: order.pickupSlotStart!, endsAt: order.pickupSlotEnd! }),
            passHash: order.passTokenHash,
            codeHash: codeHashOf(order.id, order.qrCode),
          };
        });
      return { generatedAt: at.toISOString(), dates, orders };
    },

    /** Check-ins made offline, in the order they were made; each applied once, however often sent. */
    async syncCheckIns(seller: Seller, checkIns: ReceivedCheckIn[]): Promise<CheckInSyncDto> {
      const ordered = [...checkIns].sort((a, b) => Date.parse(a.checkedAt) - Date.parse(b.checkedAt));
      const results: CheckInResultDto[] = [];
      for (const checkIn of ordered) results.push(await apply(seller, checkIn));
      return { results };
    },
  };
}
