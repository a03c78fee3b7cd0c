/**
 * The words the seafood rules are written in, shared by the schema, the inputs and the answers
 * (docs/product/traceability.md). A leaf file: the schema imports it, so it imports nothing.
 */

/** The licences a Bay seller may hold; which listings need which is in src/shared/licence-rules.ts. */
export const licenceTypes = [
  'commercial_crab',
  'oyster_harvester',
  'clam_harvester',
  'commercial_fishing',
  'seafood_dealer',
] as const;

/** The kinds of rule an admin keeps as data: a selling season, or a size or quantity limit. */
export const saleRuleKinds = ['season', 'size', 'quantity'] as const;

/** Harvest areas are shellfish growing areas (oysters, clams, scallops) or open water for the rest. */
export const harvestAreaKinds = ['shellfish', 'open_water'] as const;

/** Why the law takes a listing off sale until it is put right. */
export const offSaleReasons = ['licence_lapsed', 'area_closed'] as const;

/** The facts on a shellfish harvester tag, which travel with shellfish in the shell. */
export interface ShellfishTag {
  harvesterName: string;
  licenceNumber: string;
  /** YYYY-MM-DD on the Bay's clock. */
  harvestedOn: string;
  areaCode: string;
  quantity: number;
  unit: string;
  tagNumber?: string;
}

/**
 * What an order line carries from its listing at checkout, so the traceability record still says
 * where and when the catch came from after the listing changes (FSMA 204's key data elements).
 */
export interface LineTrace {
  /** YYYY-MM-DD on the Bay's clock; null when the listing gave no harvest date. */
  harvestedOn: string | null;
  harvestLocation: string | null;
  areaCode: string | null;
  shellfishTag: ShellfishTag | null;
}
