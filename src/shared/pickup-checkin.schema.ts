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
  PickupListOrderDto,
} from './pickup-checkin.dto';

export type { CheckInResultDto, CheckInSyncDto, PickupDayListDto, PickupListOrderDto };

export const checkInHows = ['scan', 'code'] as const;

export const checkInInput = z.object({
  orderId: z.string().min(1).max(100),
  checkedAt: z.iso.datetime({ offset: true, error: pickupCheckMessages.checkedAt }),
  how: z.enum(checkInHows, { error: pickupCheckMessages.how }),
});
export type CheckIn = z.infer<typeof checkInInput>;

export const checkInSyncInput = z.object({
  checkIns: z
    .array(checkInInput, { error: pickupCheckMessages.checkInsRequired })
    .min(1, pickupCheckMessages.checkInsRequired)
    .max(200, pickupCheckMessages.tooManyCheckIns),
});
