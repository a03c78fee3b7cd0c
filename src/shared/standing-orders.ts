/**
 * The standing-order rules (docs/product/standing-orders.md): which standing orders a listing
 * fills, which week a standing order wants, and the seller's standing demand per window.
 */
import type { PickupWindow } from './availability';
import { formatPickupWindow, parsePickupWindow } from './pickup-schedule';

export interface StandingTerms {
  species: string;
  prep: string | null;
  sizeMix: string | null;
  unitType: string;
  pickupWindow: PickupWindow;
  maxUnitPriceCents: number;
}

export interface ListingTerms {
  species: string;
  prep: string;
  sizeMix: string;
  unitType: string;
  unitPriceCents: number;
  pickupWindows: readonly PickupWindow[];
}

const sameWindow = (a: PickupWindow, b: PickupWindow) => a.start === b.start && a.end === b.end;

/**
 * How a listing meets a standing order: 'fits' when it is what they want (same species, preparation
 * unless any, size unless any, unit, their window) at or under their top price; 'priceAbove' when
 * only the price is too high (they are told why); null when the listing is not what they want.
 */
export function standingMatch(standing: StandingTerms, listing: ListingTerms): 'fits' | 'priceAbove' | null {
  if (standing.species !== listing.species || standing.unitType !== listing.unitType) return null;
  if (standing.prep !== null && standing.prep !== listing.prep) return null;
  if (standing.sizeMix !== null && standing.sizeMix !== listing.sizeMix) return null;
  if (!listing.pickupWindows.some((window) => sameWindow(window, standing.pickupWindow))) return null;
  return listing.unitPriceCents <= standing.maxUnitPriceCents ? 'fits' : 'priceAbove';
}

/** Whether a standing order wants the pickup on `date`: not paused, not ended before it, not skipped. */
export function wantsWeek(
  standing: { pausedAt: Date | null; endsOn: string | null },
  date: string,
  skippedDates: ReadonlySet<string>,
): boolean {
  if (standing.pausedAt !== null) return false;
  if (standing.endsOn !== null && date > standing.endsOn) return false;
  return !skippedDates.has(date);
}

/** Whether `window` is one of the seller's weekly windows. */
export function isSellerWindow(window: PickupWindow, sellerWindows: readonly PickupWindow[]): boolean {
  return parsePickupWindow(window) !== null && sellerWindows.some((offered) => sameWindow(offered, window));
}

export interface DemandLine {
  species: string;
  prep: string | null;
  sizeMix: string | null;
  unitType: string;
  qty: number;
  buyers: number;
}

/**
 * Active standing orders summed per window and product, the biggest first: what the seller's
 * dashboard shows. A buyer with two standing orders for one product counts once.
 */
export function standingDemand(
  standing: readonly (Omit<StandingTerms, 'maxUnitPriceCents'> & { buyerId: string; qty: number })[],
): { window: PickupWindow; lines: DemandLine[] }[] {
  const windows = new Map<
    string,
    { window: PickupWindow; lines: Map<string, DemandLine & { ids: Set<string> }> }
  >();
  for (const order of standing) {
    const windowKey = `${order.pickupWindow.start}|${order.pickupWindow.end}`;
    let entry = windows.get(windowKey);
    if (!entry) {
      entry = { window: order.pickupWindow, lines: new Map() };
      windows.set(windowKey, entry);
    }
    const key = [order.species, order.prep, order.sizeMix, order.unitType].join('|');
    const line = entry.lines.get(key) ?? {
      species: order.species,
      prep: order.prep,
      sizeMix: order.sizeMix,
      unitType: order.unitType,
      qty: 0,
      buyers: 0,
      ids: new Set<string>(),
    };
    line.qty += order.qty;
    line.ids.add(order.buyerId);
    line.buyers = line.ids.size;
    entry.lines.set(key, line);
  }
  return [...windows.values()].map(({ window, lines }) => ({
    window,
    lines: [...lines.values()].map(({ ids: _ids, ...line }) => line).sort((a, b) => b.qty - a.qty),
  }));
}

/** "14 dozen #1 Blue Crab (any preparation) wanted by 6 buyers" */
export function demandText(line: DemandLine): string {
  const size = line.sizeMix ?? 'any size';
  const prep = line.prep ?? 'any preparation';
  const buyers = line.buyers === 1 ? '1 buyer' : `${line.buyers} buyers`;
  return `${line.qty} ${line.unitType} ${size} ${line.species}, ${prep}, wanted by ${buyers}`;
}

/** "Saturday, 8:00 AM - 12:00 PM" or the window as stored when it cannot be read. */
export const standingWindowText = (window: PickupWindow): string =>
  formatPickupWindow(window) ?? `${window.start} - ${window.end}`;

/** "2 dozen #1 Blue Crab": what a standing order asks for, in notifications and lists. */
export function standingWhat(order: {
  qty: number;
  unitType: string;
  sizeMix: string | null;
  species: string;
}) {
  return `${order.qty} ${order.unitType} ${order.sizeMix ?? 'any size'} ${order.species}`;
}
