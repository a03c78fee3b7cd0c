/**
 * The waitlist (docs/product/waitlist.md): a buyer joins the line for a sold-out listing; units that
 * come back are held for the first in line (waitlist-holds.ts, inside the transaction that returns
 * them) and claimed by a normal checkout within WAITLIST_HOLD_MINUTES; a hold not claimed passes to
 * the next. `sweep` ends holds whose time is up and tells new holders, in the app, by e-mail, push
 * and text.
 */
import { dockTimeOfDay } from '../../../shared/dock-clock';
import { isListingOnSale } from '../../../shared/listing-availability';
import { smsText } from '../../../shared/messages/sms';
import { waitlistMessages } from '../../../shared/messages/waitlist';
import type { WaitlistEntryDto, WaitlistPlaceDto, WaitlistStatusDto } from '../../../shared/waitlist.schema';
import { waitlistJoinInput } from '../../../shared/waitlist.schema';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/validation';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SpeciesWaitlistService } from './species-waitlist.service';
import type { WaitlistRepo, WaitlistRow } from './waitlist.repo';

/** Anyone signed in may wait, as anyone may buy; a seller never for their own catch. */
interface Buyer {
  id: string;
  crabberProfile: { id: string } | null;
}

export function createWaitlistService({
  repo,
  speciesLines,
  notifications,
  logger,
  holdMinutes,
  now = () => new Date(),
}: {
  repo: WaitlistRepo;
  /** The buyer's places in sellers' species lines, listed with their listing places. */
  speciesLines: Pick<SpeciesWaitlistService, 'mine'>;
  notifications: Pick<NotificationsService, 'notify'>;
  logger: Logger;
  holdMinutes: number;
  now?: () => Date;
}) {
  const holdEndOf = (entry: WaitlistRow) =>
    entry.heldAt ? new Date(entry.heldAt.getTime() + holdMinutes * 60_000) : null;

  async function toDto(
    row: NonNullable<Awaited<ReturnType<WaitlistRepo['entryOf']>>>,
  ): Promise<WaitlistEntryDto> {
    const { entry } = row;
    return {
      kind: 'listing',
      crabberId: row.crabberId,
      species: row.species,
      catchId: entry.catchId,
      title: row.title,
      sellerName: row.sellerName,
      unitType: row.unitType,
      qty: entry.qty,
      place: entry.heldQty > 0 ? 0 : (await repo.waitingAhead(entry)) + 1,
      heldQty: entry.heldQty,
      holdExpiresAt: holdEndOf(entry)?.toISOString() ?? null,
      joinedAt: entry.createdAt.toISOString(),
    };
  }

  async function statusOf(buyerId: string, catchId: string): Promise<WaitlistStatusDto> {
    const row = await repo.entryOf(catchId, buyerId);
    return { entry: row ? await toDto(row) : null };
  }

  return {
    /** 201 with the new place, or the place the buyer already had (never a second one). */
    async join(buyer: Buyer, catchId: string, body: unknown): Promise<WaitlistStatusDto> {
      const { qty } = parseInput(waitlistJoinInput, body);
      const listing = await repo.listing(catchId);
      if (!listing) throw new AppError('NOT_FOUND', 'Catch not found');
      if (buyer.crabberProfile?.id === listing.crabberId) {
        throw new AppError('FORBIDDEN', waitlistMessages.ownCatch);
      }
      const existing = await repo.entryOf(catchId, buyer.id);
      if (existing) return { entry: await toDto(existing) };
      if (!isListingOnSale(listing, now())) {
        throw new AppError('CONFLICT', waitlistMessages.offSale, { reason: 'OFF_SALE' });
      }
      if (listing.qtyAvailable > 0) {
        throw new AppError('CONFLICT', waitlistMessages.notSoldOut, { reason: 'NOT_SOLD_OUT' });
      }
      // Stamped by the real clock (the column's default): the line is the order people joined in.
      await repo.insert({ catchId, buyerId: buyer.id, qty });
      return statusOf(buyer.id, catchId);
    },

    /** One tap: the place ends, and a hold it had passes to the next in line. */
    async leave(buyerId: string, catchId: string): Promise<WaitlistStatusDto> {
      const removed = await repo.inTransaction(async () => {
        const row = await repo.entryOf(catchId, buyerId);
        return row ? repo.remove(row.entry, now()) : false;
      });
      if (!removed) throw new AppError('NOT_FOUND', waitlistMessages.notInLine);
      return { entry: null };
    },

    status: statusOf,

    /** Listing places first, oldest first, then species places, oldest first. */
    async mine(buyerId: string): Promise<WaitlistPlaceDto[]> {
      const listings = await Promise.all((await repo.mine(buyerId)).map(toDto));
      return [...listings, ...(await speciesLines.mine(buyerId))];
    },

    /** Holds past their time pass to the next in line; new holders are told. */
    async sweep(): Promise<{ expired: number; told: number }> {
      const at = now();
      const expired = await repo.expiredHolds(new Date(at.getTime() - holdMinutes * 60_000));
      let ended = 0;
      for (const { entry, title } of expired) {
        if (!(await repo.inTransaction(() => repo.remove(entry, at)))) continue;
        ended += 1;
        await tell({
          userId: entry.buyerId,
          type: 'waitlist_hold',
          title: waitlistMessages.holdEndedTitle,
          message: waitlistMessages.holdEnded(title),
          data: { catchId: entry.catchId },
        });
      }
      let told = 0;
      for (const row of await repo.untoldHolds()) {
        const { entry } = row;
        const until = dockTimeOfDay(holdEndOf(entry)!);
        const message = waitlistMessages.hold(entry.heldQty, row.unitType, row.title, row.sellerName, until);
        await repo.markTold(entry.id, at);
        await tell({
          userId: entry.buyerId,
          type: 'waitlist_hold',
          title: waitlistMessages.holdTitle,
          message,
          data: { catchId: entry.catchId },
          recipientRole: 'buyer',
          email: { to: row.buyerEmail },
          sms: { kind: 'waitlist', body: smsText(message) },
        });
        told += 1;
      }
      return { expired: ended, told };
    },
  };

  async function tell(input: Parameters<NotificationsService['notify']>[0]) {
    try {
      await notifications.notify(input);
    } catch (error) {
      logger.warn('waitlist notice failed', { userId: input.userId, error });
    }
  }
}
