/**
 * Filled at posting (docs/product/standing-orders.md): when a seller posts or restocks a listing,
 * the standing orders it fits are filled first, oldest first, for each of its upcoming pickups, up
 * to the stock, each as a normal order through checkout, in the transaction that put the stock
 * there, so nobody else can buy it first. Each week is filled at most once: the standing order is
 * held while its week is checked and the fill row's key refuses a second one. Buyers and sellers
 * are told once the transaction has committed.
 */

import { smsText } from '../../../shared/messages/sms';
import { standingMessages } from '../../../shared/messages/standing';
import { formatUsd } from '../../../shared/money';
import {
  DEFAULT_PICKUP_RULES,
  formatSlot,
  localDateOf,
  type PickupSlot,
  slotState,
  upcomingSlots,
} from '../../../shared/pickup-slots';
import { standingMatch, standingWhat, wantsWeek } from '../../../shared/standing-orders';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { CatchRow } from '../catalog/catch.mapper';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OrdersService } from '../orders/orders.service';
import type { StandingOrderRow, StandingOrdersRepo } from './standing-orders.repo';

interface StandingFillsDeps {
  repo: StandingOrdersRepo;
  listings: { findById(id: string): Promise<CatchRow | undefined> };
  orders: Pick<OrdersService, 'placeStanding' | 'announcePlaced'>;
  notifications: Pick<NotificationsService, 'notify'>;
  sellerName: (crabberId: string) => Promise<string | undefined>;
  logger: Logger;
  now?: () => Date;
}

type Outcome = { orderId: string } | { reason: string } | null;
/** What to tell, once the stock's transaction has committed. */
export type StandingNews = () => Promise<void>;

export function createStandingFills({
  repo,
  listings,
  orders,
  notifications,
  sellerName,
  logger,
  now = () => new Date(),
}: StandingFillsDeps) {
  /**
   * One week of one standing order: its order, the reason it cannot be filled, or null when already
   * filled. A savepoint: a week checkout refuses leaves nothing behind, and the next week goes on.
   */
  async function fillWeek(standing: StandingOrderRow, listing: CatchRow, slot: PickupSlot): Promise<Outcome> {
    if (standing.paymentMethod === 'card' && (!standing.cardSavedAt || !standing.setupIntentId)) {
      return { reason: standingMessages.cardNotSavedYet };
    }
    try {
      const orderId = await repo.inSavepoint(async () => {
        await repo.holdStanding(standing.id);
        const existing = await repo.fillOf(standing.id, slot.date);
        if (existing?.orderId) return null;
        const id = await orders.placeStanding({
          buyerId: standing.buyerId,
          standingOrderId: standing.id,
          paymentMethod: standing.paymentMethod,
          catchId: listing.id,
          qty: standing.qty,
          slot,
          savedCardSetupId: standing.paymentMethod === 'card' ? standing.setupIntentId : null,
        });
        await repo.recordFilled(standing.id, slot.date, id, existing !== undefined);
        return id;
      });
      return orderId ? { orderId } : null;
    } catch (error) {
      // A refusal checkout gives any order (stock, cut-off, capacity, cash caps) is the reason told.
      if (error instanceof AppError) return { reason: error.message };
      throw error;
    }
  }

  /** Records a week not filled, once per reason (a repeated post does not repeat the news); answers the telling. */
  async function notFilled(
    standing: StandingOrderRow,
    email: string,
    slot: PickupSlot,
    reason: string,
  ): Promise<StandingNews | null> {
    const existing = await repo.fillOf(standing.id, slot.date);
    if (existing?.orderId || existing?.reason === reason) return null;
    await repo.recordNotFilled(standing.id, slot.date, reason);
    return () => tellNotFilled(standing, email, slot, reason);
  }

  async function tellNotFilled(standing: StandingOrderRow, email: string, slot: PickupSlot, reason: string) {
    const seller = (await sellerName(standing.crabberId)) ?? 'the seller';
    const message = standingMessages.notFilled(standingWhat(standing), seller, formatSlot(slot), reason);
    await notifications.notify({
      userId: standing.buyerId,
      type: 'standing_not_filled',
      title: standingMessages.notFilledTitle,
      message,
      data: { standingOrderId: standing.id, date: slot.date },
      email: { to: email },
      recipientRole: 'buyer',
      sms: { kind: 'standing', body: smsText(message), pickupDay: slot.date },
    });
  }

  async function tellFilled(standing: StandingOrderRow, email: string, slot: PickupSlot, orderId: string) {
    await orders.announcePlaced(orderId);
    const seller = (await sellerName(standing.crabberId)) ?? 'the seller';
    const message = standingMessages.filled(standingWhat(standing), seller, formatSlot(slot));
    await notifications.notify({
      userId: standing.buyerId,
      type: 'standing_filled',
      title: standingMessages.filledTitle,
      message,
      data: { orderId, standingOrderId: standing.id, date: slot.date },
      email: { to: email },
      recipientRole: 'buyer',
      sms: { kind: 'standing', body: smsText(message), pickupDay: slot.date },
    });
  }

  return {
    /**
     * Inside the transaction that posted or restocked the listing: fills what its stock can of the
     * standing orders it fits, and answers what to tell once that transaction has committed (the
     * telling never throws; what went wrong is logged).
     */
    async fillFromListing(catchId: string): Promise<StandingNews> {
      const news: StandingNews[] = [];
      const at = now();
      const listing = await listings.findById(catchId);
      if (!listing?.isActive || listing.hiddenAt || listing.qtyAvailable <= 0) return async () => {};
      const active = await repo.activeForSeller(listing.crabberId, localDateOf(at));
      const skips = await repo.skipsOf(active.map(({ standing }) => standing.id));
      // Soonest pickup first; the cut-off and capacity are checkout's to judge, expiry ends the list.
      const slots = upcomingSlots(listing.pickupWindows, at).filter(
        (slot) => slotState(slot, listing.expiresAt, at, DEFAULT_PICKUP_RULES) !== 'afterExpiry',
      );
      for (const slot of slots) {
        for (const { standing, buyerEmail } of active) {
          // Paused or ended: nothing to fill and nothing to tell.
          if (!wantsWeek(standing, slot.date, new Set())) continue;
          const match = standingMatch(standing, { ...listing, pickupWindows: [slot.window] });
          if (!match) continue;
          const skipped = skips.some((s) => s.standingOrderId === standing.id && s.date === slot.date);
          // A week the buyer skipped is not filled, and they hear the catch came in anyway.
          const reason = skipped
            ? standingMessages.weekSkipped
            : match === 'priceAbove'
              ? standingMessages.priceAbove(
                  formatUsd(listing.unitPriceCents),
                  formatUsd(standing.maxUnitPriceCents),
                )
              : null;
          const outcome = reason ? { reason } : await fillWeek(standing, listing, slot);
          if (outcome && 'orderId' in outcome) {
            news.push(() => tellFilled(standing, buyerEmail, slot, outcome.orderId));
          }
          if (outcome && 'reason' in outcome) {
            const tell = await notFilled(standing, buyerEmail, slot, outcome.reason);
            if (tell) news.push(tell);
          }
        }
      }
      return async () => {
        for (const tell of news) {
          try {
            await tell();
          } catch (error) {
            logger.warn("a standing order's news could not be told", { catchId, error });
          }
        }
      };
    },
  };
}
