/**
 * The buyer's cart. It belongs to the signed-in user (not the browser), so it follows them across
 * devices and sign-outs. Every change is checked against the catch as it is now: a quantity stays
 * between 1 and the stock, and the window must be one the catch offers.
 */

import type { PickupWindow } from '../../../shared/availability';
import type { AddToCartInput, CartLineDto } from '../../../shared/cart.schema';
import { isListingAvailable, isListingOnSale, isSellerListed } from '../../../shared/listing-availability';
import { cartMessages, notEnoughStockMessage, unavailableCatchMessage } from '../../../shared/messages/cart';
import { centsToDecimal } from '../../../shared/money';
import { offSaleMessage } from '../../../shared/off-sale';
import {
  formatSlot,
  nextOpenSlot,
  type PickupRules,
  type PickupSlot,
  type SlotBookings,
  slotState,
  upcomingSlots,
} from '../../../shared/pickup-slots';
import { acceptsCardPayments } from '../../../shared/roles';
import { estimatedLbPerUnitOf } from '../../../shared/weights';
import { AppError } from '../../lib/app-error';
import type { SlotBookingsRepo } from '../orders/slot-bookings.repo';
import type { CartLineRow, CartRepo } from './cart.repo';

function toDto({ item, catch: listing, crabber, sellerSuspendedAt }: CartLineRow, now: Date): CartLineDto {
  return {
    id: item.id,
    catchId: item.catchId,
    qty: item.qty,
    selectedPickupWindow: item.selectedPickupWindow,
    pickupSlotStart: item.pickupSlotStart?.toISOString() ?? null,
    pickupSlotEnd: item.pickupSlotEnd?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
    catch: {
      id: listing.id,
      crabberId: listing.crabberId,
      title: listing.title,
      unitPrice: centsToDecimal(listing.unitPriceCents),
      unitType: listing.unitType,
      pricing: listing.pricing,
      estimatedLbPerUnit: estimatedLbPerUnitOf(listing),
      photos: listing.photos,
      prep: listing.prep,
      qtyAvailable: listing.qtyAvailable,
      isAvailable:
        isListingOnSale(listing, now) && isSellerListed({ ...crabber, suspendedAt: sellerSuspendedAt }),
      crabber: {
        id: crabber.id,
        displayName: crabber.displayName,
        pickupLocationAddress: crabber.pickupLocationAddress,
        pickupInstructions: crabber.pickupInstructions,
        acceptsCard: acceptsCardPayments(crabber.stripeAccountStatus),
      },
    },
  };
}

/**
 * The dated slot a buyer asked for: the window on `pickupDate`, or its next open slot for a caller
 * that names only the weekly window (the spec's call). It must start within the horizon, before the
 * cut-off, and end before the catch expires.
 */
function chooseSlot(
  { listing, seller }: { listing: CartLineRow['catch']; seller: string },
  window: PickupWindow,
  pickupDate: string | undefined,
  now: Date,
  rules: PickupRules,
  bookings: SlotBookings,
): PickupSlot {
  if (pickupDate === undefined) {
    const next = nextOpenSlot(window, listing.expiresAt, now, rules, bookings);
    if (!next) throw new AppError('CONFLICT', cartMessages.noOpenSlot);
    return next;
  }
  const slot = upcomingSlots([window], now).find((candidate) => candidate.date === pickupDate);
  if (!slot) {
    throw new AppError('BAD_REQUEST', cartMessages.unknownPickupDate, {
      fieldErrors: { pickupDate: [cartMessages.unknownPickupDate] },
    });
  }
  const state = slotState(slot, listing.expiresAt, now, rules, bookings(slot.startsAt));
  if (state === 'closed') {
    throw new AppError('CONFLICT', cartMessages.slotClosed(formatSlot(slot), rules.orderCutoffHours));
  }
  if (state === 'full') throw new AppError('CONFLICT', cartMessages.slotFull(formatSlot(slot), seller));
  if (state === 'dayClosed') throw new AppError('CONFLICT', cartMessages.dayClosed(formatSlot(slot), seller));
  if (state === 'afterExpiry') {
    throw new AppError('CONFLICT', cartMessages.slotAfterExpiry(listing.title, formatSlot(slot)));
  }
  return slot;
}

/** `held`: units the buyer's waitlist place holds for them, out of the public stock. */
function assertStock(listing: CartLineRow['catch'], qty: number, held: number) {
  if (qty > listing.qtyAvailable + held) {
    throw new AppError(
      'CONFLICT',
      notEnoughStockMessage({ ...listing, qtyAvailable: listing.qtyAvailable + held }),
    );
  }
}

interface CartServiceDeps {
  repo: CartRepo;
  slotBookings: SlotBookingsRepo;
  now?: () => Date;
}

export function createCartService({ repo, slotBookings, now = () => new Date() }: CartServiceDeps) {
  async function lineDto(userId: string, id: string): Promise<CartLineDto> {
    const row = await repo.findLine(userId, id);
    if (!row) throw new AppError('NOT_FOUND', cartMessages.lineNotFound);
    return toDto(row, now());
  }

  return {
    /** The signed-in buyer's own cart; nobody can read another person's lines. */
    async listCart(userId: string): Promise<CartLineDto[]> {
      const at = now();
      return (await repo.listForUser(userId)).map((row) => toDto(row, at));
    },

    /** Adds a catch for a pickup window; the same catch and window again adds to the existing line. */
    async addToCart(userId: string, input: AddToCartInput): Promise<{ line: CartLineDto; created: boolean }> {
      const { id, created } = await repo.inTransaction(async () => {
        await repo.holdBuyer(userId);
        const found = await repo.findCatch(input.catchId);
        if (!found) throw new AppError('NOT_FOUND', cartMessages.catchNotFound);
        const { catch: listing, crabber, sellerSuspendedAt } = found;
        // Hidden by an admin, or its seller revoked or suspended: gone, as a deleted listing is.
        if (listing.hiddenAt || !isSellerListed({ ...crabber, suspendedAt: sellerSuspendedAt })) {
          throw new AppError('NOT_FOUND', cartMessages.catchNotFound);
        }
        if (crabber.userId === userId) throw new AppError('FORBIDDEN', cartMessages.ownCatch);
        if (listing.offSaleReason)
          throw new AppError('CONFLICT', offSaleMessage(listing.title, listing.offSaleReason), {
            reason: 'OFF_SALE',
          });
        if (!isListingAvailable(listing, now())) {
          throw new AppError('CONFLICT', unavailableCatchMessage(listing.title));
        }
        if (listing.pickupWindows.length === 0) throw new AppError('BAD_REQUEST', cartMessages.noWindows);
        const window = listing.pickupWindows.find(
          (offered) =>
            offered.start === input.selectedPickupWindow.start &&
            offered.end === input.selectedPickupWindow.end,
        );
        if (!window) {
          throw new AppError('BAD_REQUEST', cartMessages.unknownWindow, {
            fieldErrors: { selectedPickupWindow: [cartMessages.unknownWindow] },
          });
        }
        const at = now();
        const slot = chooseSlot(
          { listing, seller: crabber.displayName },
          window,
          input.pickupDate,
          at,
          await slotBookings.rulesOf(crabber.id, at),
          await slotBookings.bookingsOf(crabber.id, at),
        );
        const existing = (await repo.findLinesForCatch(userId, listing.id)).find(
          (line) =>
            line.selectedPickupWindow.start === window.start &&
            line.selectedPickupWindow.end === window.end &&
            line.pickupSlotStart?.getTime() === slot.startsAt.getTime(),
        );
        const qty = (existing?.qty ?? 0) + input.qty;
        assertStock(listing, qty, await repo.heldFor(userId, listing.id));
        if (existing) {
          await repo.updateQty(userId, existing.id, qty);
          return { id: existing.id, created: false };
        }
        const selectedPickupWindow = { start: window.start, end: window.end };
        return {
          id: await repo.insertLine({
            userId,
            catchId: listing.id,
            qty,
            selectedPickupWindow,
            pickupSlotStart: slot.startsAt,
            pickupSlotEnd: slot.endsAt,
          }),
          created: true,
        };
      });
      return { line: await lineDto(userId, id), created };
    },

    /** Someone else's line, or none, is not found: checked before a request body is read. */
    async assertOwnLine(userId: string, id: string): Promise<void> {
      if (!(await repo.findLine(userId, id))) throw new AppError('NOT_FOUND', cartMessages.lineNotFound);
    },

    async updateQuantity(userId: string, id: string, qty: number): Promise<CartLineDto> {
      await repo.inTransaction(async () => {
        await repo.holdBuyer(userId);
        const row = await repo.findLine(userId, id);
        if (!row) throw new AppError('NOT_FOUND', cartMessages.lineNotFound);
        if (
          !isListingAvailable(row.catch, now()) ||
          !isSellerListed({ ...row.crabber, suspendedAt: row.sellerSuspendedAt })
        ) {
          throw new AppError('CONFLICT', unavailableCatchMessage(row.catch.title));
        }
        assertStock(row.catch, qty, await repo.heldFor(userId, row.catch.id));
        await repo.updateQty(userId, id, qty);
      });
      return lineDto(userId, id);
    },

    async removeLine(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteLine(userId, id))) throw new AppError('NOT_FOUND', cartMessages.lineNotFound);
    },
  };
}
