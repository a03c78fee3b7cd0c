import { z } from 'zod';
import { orderStatuses, paymentMethods, paymentStatuses } from '../../../shared/order-status';
import type { PickupDayDto } from '../../../shared/pickup-day';
import {
  type AnalyticsDto,
  type EarningsDto,
  earningsPeriods,
  type InventoryItemDto,
} from '../../../shared/seller-stats';
import type { WeatherOutResultDto } from '../../../shared/weather-out';
import { answerSchema } from './answer-schema';
import { instant, money } from './common';

export const earningsDto = answerSchema<EarningsDto>()(
  z
    .object({
      totalEarnings: money.meta({ description: 'Item value of every completed order' }),
      periodEarnings: money.meta({ description: 'The same, for orders completed in the period' }),
      period: z.enum(earningsPeriods),
    })
    .meta({ id: 'Earnings' }),
);

export const analyticsDto = answerSchema<AnalyticsDto>()(
  z
    .object({
      activeListings: z.number().int(),
      completedOrders: z.number().int(),
      totalOrders: z.number().int(),
      averageOrderValue: money,
      completionRate: z
        .number()
        .int()
        .meta({ description: 'Completed of all orders, as a whole percentage' }),
      topSellingSpecies: z.array(
        z.object({
          species: z.string(),
          revenue: money,
          count: z.number().int().meta({ description: 'Units sold' }),
        }),
      ),
    })
    .meta({ id: 'Analytics' }),
);

export const inventoryItemDto = answerSchema<InventoryItemDto>()(
  z
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
    .meta({ id: 'InventoryItem' }),
);

export const pickupDayDto = answerSchema<PickupDayDto>()(
  z
    .object({
      date: z.iso.date(),
      closed: z.boolean().meta({ description: 'Closed ahead by the seller: no new orders for its pickups' }),
      slots: z.array(
        z.object({
          start: instant,
          end: instant,
          label: z.string().meta({ example: 'Sat Nov 28, 7:00-11:00 AM' }),
          orders: z.array(
            z.object({
              id: z.string(),
              reference: z.string().meta({ example: '#1A2B3C4D' }),
              buyerName: z.string(),
              items: z.string().meta({ example: '2 dozen Jumbo Males, 1 lb Lump Crab Meat' }),
              paymentMethod: z.enum(paymentMethods),
              paymentStatus: z.enum(paymentStatuses),
              status: z.enum(orderStatuses),
              total: money,
            }),
          ),
        }),
      ),
    })
    .meta({ id: 'PickupDay', description: "A seller's orders of one dock-local date, by pickup" }),
);

export const weatherOutResultDto = answerSchema<WeatherOutResultDto>()(
  z
    .object({
      cancelled: z.number().int(),
      moved: z.number().int(),
      refunded: z.number().int(),
      dayClosed: z.boolean().meta({ description: 'Whether the day is now closed to new orders' }),
    })
    .meta({ id: 'WeatherOutResult' }),
);
