/**
 * The seller's offline check-in (docs/product/orders-and-pickup.md): the day's list the device
 * keeps (hashes only, never a pass or a code) and the check-ins it sends back when online.
 */
import { z } from 'zod';
import { pickupCheckMessages } from './messages/pickup-check';
import type {
  CheckInResultDto,
  CheckInSyncDto,
  PickupDayListDto,
  PickupListLineDto,
  PickupListOrderDto,
} from './pickup-checkin.dto';
import { lbInput } from './weight.schema';

export type { CheckInResultDto, CheckInSyncDto, PickupDayListDto, PickupListLineDto, PickupListOrderDto };

export const checkInHows = ['scan', 'code'] as const;

export const checkInInput = z.object({
  orderId: z.string().min(1).max(100),
  checkedAt: z.iso.datetime({ offset: true, error: pickupCheckMessages.checkedAt }),
  how: z.enum(checkInHows, { error: pickupCheckMessages.how }),
  /** The per-pound lines weighed at the dock before the pickup completed, recorded first. */
  weights: z
    .array(z.object({ itemId: z.string().min(1).max(100), lb: lbInput }))
    .max(100)
    .optional(),
});
/** A check-in as the device keeps and sends it (weights in pounds, as typed). */
export type CheckIn = z.input<typeof checkInInput>;
/** A check-in as the server reads it (weights in hundredths of a pound). */
export type ReceivedCheckIn = z.output<typeof checkInInput>;

export const checkInSyncInput = z.object({
  checkIns: z
    .array(checkInInput, { error: pickupCheckMessages.checkInsRequired })
    .min(1, pickupCheckMessages.checkInsRequired)
    .max(200, pickupCheckMessages.tooManyCheckIns),
});
