/**
 * What an error answer carries besides its message, for client and server alike. A `reason` is a
 * stable code for the refusals a screen reacts to, so screens never match message text; it rides
 * in the tRPC error's `data.reason` and in the REST body's `reason`.
 */
export const errorReasons = [
  'NOT_A_SELLER',
  'SELLER_NOT_APPROVED',
  'STALE_QUANTITY',
  'ACCOUNT_SUSPENDED',
  'OTHER_SELLERS_PASS',
  /** An admin without a second factor: every admin call is refused until they enrol. */
  'TWO_FACTOR_REQUIRED',
  /** The code step of a sign-in whose challenge is missing or expired: start again with the password. */
  'SIGN_IN_EXPIRED',
  /** A repeat of a request (the same Idempotency-Key) whose first run has not finished yet. */
  'STILL_RUNNING',
  /** Posting or restocking a catch whose licence has expired (docs/product/traceability.md). */
  'LICENCE_LAPSED',
  /** Posting or restocking a catch whose season is closed today (docs/product/traceability.md). */
  'OUT_OF_SEASON',
  /** A buyer's pickup move refused (docs/product/orders-and-pickup.md, "Moving a pickup"). */
  'PICKUP_CUTOFF_PASSED',
  'PICKUP_NOT_MOVABLE',
  'PICKUP_SAME',
  'PICKUP_NOT_OFFERED',
  'PICKUP_CLOSED',
  'PICKUP_FULL',
  'PICKUP_AFTER_EXPIRY',
  'PICKUP_CARD_RULES',
  /** Posting, restocking or buying from a harvest area the state has closed. */
  'AREA_CLOSED',
  /** A listing the law has taken off sale (offSaleReason): not in any cart until it is put right. */
  'OFF_SALE',
  /** Joining the waitlist of a listing that still has stock (docs/product/waitlist.md). */
  'NOT_SOLD_OUT',
  /** Joining the line for a seller's species that is on sale now: buy it, or wait on its listing. */
  'SPECIES_ON_SALE',
  /** Joining the line for a species the seller never listed. */
  'SPECIES_NEVER_LISTED',
  /** A buyer already holding MAX_SPECIES_WAITLIST_PLACES species places. */
  'TOO_MANY_PLACES',
] as const;
export type ErrorReason = (typeof errorReasons)[number];

/** Messages per input field, as validation failures report them. */
export type FieldErrors = Record<string, string[] | undefined>;

/** The JSON body of a REST error answer: always a message, field errors and a reason when known. */
export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
  reason?: ErrorReason;
  /** On a 5xx: the request's id, the one its log line carries. */
  requestId?: string;
}
