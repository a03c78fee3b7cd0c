/**
 * The waitlist on the wire (docs/product/waitlist.md): joining the line for a sold-out listing, and
 * the buyer's places with any hold and when it ends.
 */
import { z } from 'zod';
import { waitlistMessages } from './messages/waitlist';
import { instant } from './wire-formats';

/** Units held for the first in line this long (WAITLIST_HOLD_MINUTES), then offered to the next. */
export const DEFAULT_WAITLIST_HOLD_MINUTES = 30;
export const WAITLIST_MAX_QTY = 99;

export const waitlistJoinInput = z
  .strictObject({
    qty: z
      .number({ error: waitlistMessages.qty })
      .int(waitlistMessages.qty)
      .min(1, waitlistMessages.qty)
      .max(WAITLIST_MAX_QTY, waitlistMessages.qty)
      .default(1)
      .meta({ description: 'How many units the buyer wants when some come back; 1 when left out' }),
  })
  .meta({ id: 'WaitlistJoin' });

export const waitlistEntryDto = z
  .object({
    catchId: z.string(),
    title: z.string(),
    sellerName: z.string(),
    unitType: z.string(),
    qty: z.number().int().meta({ description: 'How many units the buyer wants' }),
    place: z.number().int().meta({ description: 'Place in line, 1 for the first; 0 while holding' }),
    heldQty: z.number().int().meta({ description: 'Units held for the buyer now, 0 while waiting' }),
    holdExpiresAt: instant.nullable().meta({ description: 'When the hold passes to the next in line' }),
    joinedAt: instant,
  })
  .meta({ id: 'WaitlistEntry', description: "A buyer's place in the line for one listing" });
export type WaitlistEntryDto = z.infer<typeof waitlistEntryDto>;

export const waitlistStatusDto = z
  .object({ entry: waitlistEntryDto.nullable() })
  .meta({ id: 'WaitlistStatus', description: "The caller's place in a listing's line, if any" });
export type WaitlistStatusDto = z.infer<typeof waitlistStatusDto>;
