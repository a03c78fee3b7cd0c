/** The seller dashboard's answers: earnings, analytics, inventory, the pickup day and a weather-out. */
import { z } from 'zod';
import { earningsPeriods } from './earnings-periods';
import { orderStatuses, paymentMethods, paymentStatuses } from './order-status';
import { shellfishTagDto } from './shellfish-tag.schema';
import { instant, money } from './wire-formats';

export const earningsDto = z
  .object({
    totalEarnings: money.meta({ description: 'Item value of every completed order' }),
    periodEarnings: money.meta({ description: 'The same, for orders completed in the period' }),
    period: z.enum(earningsPeriods),
  })
  .meta({ id: 'Earnings' });
export type EarningsDto = z.output<typeof earningsDto>;

const topSpeciesDto = z.object({
  species: z.string(),
  revenue: money,
  count: z.number().int().meta({ description: 'Units sold' }),
});

export const analyticsDto = z
  .object({
    activeListings: z.number().int(),
    completedOrders: z.number().int(),
    totalOrders: z.number().int(),
    averageOrderValue: money,
    completionRate: z.number().int().meta({ description: 'Completed of all orders, as a whole percentage' }),
    topSellingSpecies: z.array(topSpeciesDto),
  })
  .meta({ id: 'Analytics' });
export type AnalyticsDto = z.output<typeof analyticsDto>;

export const inventoryItemDto = z
  .object({
    id: z.string(),
    title: z.string(),
    photos: z.array(z.string()),
    unitPrice: money,
    unitType: z.string(),
    qtyAvailable: z.number().int(),
    soldQuantity: z.number().int().meta({ description: 'Units taken by orders that were not cancelled' }),
    revenueGenerated: money,
    lowStock: z.boolean(),
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItemDto = z.output<typeof inventoryItemDto>;

const pickupDayOrderDto = z.object({
  id: z.string(),
  reference: z.string().meta({ example: '#1A2B3C4D' }),
  buyerName: z.string(),
  items: z.string().meta({ example: '2 dozen Jumbo Males, 1 lb Lump Crab Meat' }),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  status: z.enum(orderStatuses),
  total: money,
  lines: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        lotCode: z.string().nullable(),
        shellfishTag: shellfishTagDto.nullable(),
      }),
    )
    .meta({ description: "Each line's lot code and, for shellfish in the shell, the tag that goes with it" }),
});

const pickupDaySlotDto = z.object({
  start: instant,
  end: instant,
  label: z.string().meta({ example: 'Sat Nov 28, 7:00-11:00 AM' }),
  orders: z.array(pickupDayOrderDto),
});
export type PickupDaySlotDto = z.output<typeof pickupDaySlotDto>;

export const pickupDayDto = z
  .object({
    date: z.iso.date(),
    closed: z.boolean().meta({ description: 'Closed ahead by the seller: no new orders for its pickups' }),
    slots: z.array(pickupDaySlotDto),
  })
  .meta({ id: 'PickupDay', description: "A seller's orders of one dock-local date, by pickup" });
export type PickupDayDto = z.output<typeof pickupDayDto>;

export const weatherOutResultDto = z
  .object({
    cancelled: z.number().int(),
    moved: z.number().int(),
    refunded: z.number().int(),
    dayClosed: z.boolean().meta({ description: 'Whether the day is now closed to new orders' }),
  })
  .meta({ id: 'WeatherOutResult' });
export type WeatherOutResultDto = z.output<typeof weatherOutResultDto>;
