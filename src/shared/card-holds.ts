/**
 * Card holds (docs/product/payments.md, docs/decisions/026-card-holds.md): a card order is
 * authorised for its maximum at checkout and charged (captured) at the dock for what is handed
 * over. The words the buyer and seller read about it, on the screens and in notifications.
 */
import { formatUsd } from './money';

export function cardHeldText(authorizedCents: number): string {
  return `Your card is held for up to ${formatUsd(authorizedCents)} and charged at pickup for what you take.`;
}

/** Checkout, before a hold exists: the most the card may be held for. */
export function cardWillBeHeldText(maxCents: number): string {
  return `Your card will be held for up to ${formatUsd(maxCents)} and charged at pickup for what you take.`;
}

/** The seller's order view. */
export function cardHeldLabel(authorizedCents: number): string {
  return `Card held ${formatUsd(authorizedCents)}`;
}

export function cardChargedText(capturedCents: number): string {
  return `Your card was charged ${formatUsd(capturedCents)} at pickup.`;
}

/** The seller's words once the dock charged the card. */
export function cardChargedLabel(capturedCents: number): string {
  return `Card charged ${formatUsd(capturedCents)} at pickup`;
}

/** At the dock: a held card is charged when the seller completes the pickup. */
export const cardHeldAtDockText = 'Card held. Charged for what is handed over when you complete the pickup.';

export const cardReleasedText = 'The hold on your card was released; nothing was charged.';

export const cardHoldMessages = {
  holdLapsed:
    'The hold on the buyer’s card lapsed before pickup, so nothing could be charged. The order now waits for the buyer to pay again.',
  captureRefused: 'The card could not be charged for this order. Please try again, or cancel the order.',
  aboveHold: 'The final amount is above what the card is held for, so it cannot be charged.',
} as const;
