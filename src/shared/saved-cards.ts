/**
 * Saved cards for far pickups (docs/decisions/028-saved-cards.md): a card hold lapses after 7 days,
 * so a pickup more than 6 days away saves the card at checkout and holds it when the order's cut-off
 * passes. The rule and the words buyer and seller read about it.
 */
import { onDockClock } from './dock-clock';
import { formatUsd } from './money';

/** Pickups starting more than this many days after checkout save the card instead of holding it. */
export const SAVE_CARD_AFTER_DAYS = 6;
const DAY_MS = 86_400_000;

export function savesCard(pickupStartsAt: Date | null, now: Date): boolean {
  return pickupStartsAt !== null && pickupStartsAt.getTime() - now.getTime() > SAVE_CARD_AFTER_DAYS * DAY_MS;
}

/** The order's cut-off: when the seller stops taking orders for the slot, and the saved card is held. */
export function authorizeAtOf(pickupStartsAt: Date, orderCutoffHours: number): Date {
  return new Date(pickupStartsAt.getTime() - orderCutoffHours * 3_600_000);
}

function dayText(instant: Date | string): string {
  return onDockClock(instant, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** The payment page, before the card is entered. */
export function cardWillBeSavedText(maxCents: number, authorizeAt: Date | string): string {
  return `Your card is saved now and held for up to ${formatUsd(maxCents)} on ${dayText(authorizeAt)}. Nothing is charged today; you pay at pickup for what you take.`;
}

/** The order page while the saved card waits for the cut-off. */
export function cardSavedText(maxCents: number, authorizeAt: Date | string): string {
  return `Card saved. It will be held for up to ${formatUsd(maxCents)} on ${dayText(authorizeAt)}; nothing is charged until pickup.`;
}

/** The seller's order view. */
export function cardSavedLabel(authorizeAt: Date | string): string {
  return `Card saved, held on ${dayText(authorizeAt)}`;
}

export function savedCardDeclinedText(orderRef: string, seller: string): string {
  return `The saved card for order ${orderRef} from ${seller} was declined when we tried to hold it. Please pay for the order on its payment page, or it will be cancelled.`;
}

export function savedCardDeclinedSellerText(orderRef: string, buyer: string): string {
  return `The saved card for order ${orderRef} was declined when we tried to hold it. ${buyer} has been asked to pay again; the order is cancelled if they don't.`;
}
