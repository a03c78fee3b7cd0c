/** Why the law takes a listing off sale, in words for the catch page and the cart's refusal. */
import type { offSaleReasons } from './traceability-kinds';

export type OffSaleReason = (typeof offSaleReasons)[number];

export const offSaleExplanations: Record<OffSaleReason, string> = {
  licence_lapsed: "The seller's licence for this catch has lapsed; it is back on sale once they renew it.",
  area_closed: 'Its harvest area is closed by the state; it is back on sale when the area reopens.',
};

export function offSaleMessage(title: string, reason: OffSaleReason): string {
  return `${title} is not on sale. ${offSaleExplanations[reason]}`;
}
