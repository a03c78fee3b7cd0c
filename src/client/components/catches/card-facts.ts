/**
 * What a listing card tells a pickup buyer at a glance: the town rather than the street, the next
 * pickup they could still order for, and how much is left.
 */
import type { CatchDto } from '../../../shared/catch.schema';
import { formatSlot, slotState, upcomingSlots } from '../../../shared/pickup-slots';

/** 'Deale, MD' from '6003 Drum Point Road, Deale, MD 20751'; the whole text when it has no commas. */
export function townOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim());
  if (parts.length < 3) return address;
  const state = parts.at(-1)!.split(/\s+/)[0];
  return `${parts.at(-2)}, ${state}`;
}

/**
 * The first pickup still open by the usual cut-off, as 'Sat Nov 28, 7:00-11:00 AM'; null when the
 * listing has none in the next two weeks. The catch page applies the seller's own rules.
 */
export function nextPickupText(listing: Pick<CatchDto, 'pickupWindows' | 'expiresAt'>, now: Date) {
  const expiresAt = new Date(listing.expiresAt);
  const slot = upcomingSlots(listing.pickupWindows, now).find(
    (candidate) => slotState(candidate, expiresAt, now) === 'open',
  );
  return slot ? formatSlot(slot) : null;
}

/** '6 bushels left', '12 dozen left', '8 lb left'. */
export function quantityLeftText(qty: number, unitType: string): string {
  const unit = qty === 1 || unitType === 'dozen' || unitType === 'lb' ? unitType : `${unitType}s`;
  return `${qty} ${unit} left`;
}
