/**
 * An admin's recall tools (docs/product/traceability.md, Recalls): every order line of one lot at
 * once, and one notice to all its buyers, in-app and by e-mail, kept in the activity list.
 */
import type { LotDto } from '../../../shared/lot-recall';
import { localDateOf } from '../../../shared/pickup-slots';
import { displayNameOf } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { NotifyInput } from '../notifications/notifications.service';
import type { LotLineRow, LotLinesRepo } from './lot-lines.repo';

interface LotRecallDeps {
  repo: LotLinesRepo;
  notify: (input: NotifyInput) => Promise<unknown>;
  now?: () => Date;
}

const buyerOf = (line: LotLineRow) =>
  displayNameOf({ firstName: line.buyerFirstName, lastName: line.buyerLastName, email: line.buyerEmail });

export function createLotRecallService({ repo, notify, now = () => new Date() }: LotRecallDeps) {
  async function lot(lotCode: string): Promise<LotDto> {
    const lines = await repo.linesOf(lotCode);
    const listing = await repo.listingOf(lotCode);
    const sold = lines[0];
    if (!sold && !listing) throw new AppError('NOT_FOUND', `No lot ${lotCode}`);
    const facts = sold
      ? {
          listing: { id: listing?.id ?? sold.catchId, title: sold.title, species: sold.species },
          seller: { id: sold.sellerId, name: sold.sellerName },
          harvestedOn: sold.trace?.harvestedOn ?? null,
          harvestLocation: sold.trace?.harvestLocation ?? null,
          harvestAreaCode: sold.trace?.areaCode ?? null,
        }
      : {
          listing: { id: listing!.id, title: listing!.title, species: listing!.species },
          seller: { id: listing!.sellerId, name: listing!.sellerName },
          harvestedOn: listing!.harvestDate ? localDateOf(listing!.harvestDate) : null,
          harvestLocation: listing!.harvestLocation,
          harvestAreaCode: listing!.harvestAreaCode,
        };
    return {
      lotCode,
      ...facts,
      lines: lines.map((line) => ({
        orderId: line.orderId,
        buyerName: buyerOf(line),
        buyerEmail: line.buyerEmail,
        qty: line.finalQty ?? line.qty,
        status: line.status,
        pickupDate: localDateOf(line.pickupSlotStart ?? line.createdAt),
      })),
    };
  }

  return {
    lot,
    /** Tells each buyer once, however many lines of the lot they bought. */
    async notifyBuyers(adminId: string, lotCode: string, message: string): Promise<{ notified: number }> {
      const lines = await repo.linesOf(lotCode);
      if (lines.length === 0 && !(await repo.listingOf(lotCode))) {
        throw new AppError('NOT_FOUND', `No lot ${lotCode}`);
      }
      const buyers = new Map(lines.map((line) => [line.buyerId, line]));
      const title = `Notice about lot ${lotCode}`;
      for (const [buyerId, line] of buyers) {
        await notify({
          userId: buyerId,
          type: 'lot_notice',
          title,
          message,
          data: { lotCode, orderId: line.orderId },
          email: { to: line.buyerEmail },
        });
      }
      await repo.recordNotice(lotCode, adminId, now(), `${buyers.size} told: ${message}`);
      return { notified: buyers.size };
    },
  };
}
