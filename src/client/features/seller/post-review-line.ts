import type { PickupWindow } from '../../../shared/availability';
import { formatDecimalUsd } from '../../../shared/money';
import type { ListingDraft } from './listing-draft';
import { optionLabel } from './option-labels';

/** "6003 Drum Point Road, Deale, MD 20751" → "Deale": the town a buyer would name the dock by. */
export function townOf(address: string | null | undefined): string | null {
  const parts = (address ?? '').split(',').map((part) => part.trim());
  return parts.length >= 3 ? (parts[parts.length - 2] ?? null) : parts[0] || null;
}

const windowText = (window: PickupWindow) =>
  `${window.start.slice(0, 3)} ${window.start.split(' ')[1]}-${window.end.split(' ')[1]}`;

/**
 * The post read back in one line before it goes live ("12 dozen #1 live Blue Crab at $85.00 a dozen,
 * pickup Sat 07:00-11:00 at Deale"), or null while the price or quantity is still empty: a seller
 * who meant bushels sees "a dozen" before buyers do.
 */
export function postReviewLine(
  draft: ListingDraft,
  windows: PickupWindow[],
  town: string | null,
): string | null {
  const price = Number(draft.unitPrice);
  const quantity = Number(draft.qtyAvailable);
  if (draft.unitPrice.trim() === '' || draft.qtyAvailable.trim() === '') return null;
  if (!Number.isFinite(price) || !Number.isFinite(quantity)) return null;
  const unit = optionLabel(draft.unitType).toLowerCase();
  const per = draft.pricing === 'per_lb' ? 'a pound' : `a ${unit}`;
  const what = [quantity, unit, draft.sizeMix, optionLabel(draft.prep).toLowerCase(), draft.species].join(
    ' ',
  );
  const first = windows[0];
  const pickup = first ? `, pickup ${windowText(first)}${town ? ` at ${town}` : ''}` : '';
  return `${what} at ${formatDecimalUsd(price.toFixed(2))} ${per}${pickup}`;
}
