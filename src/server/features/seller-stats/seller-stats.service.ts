/**
 * The seller dashboard's figures. Definitions, so the cards mean one thing:
 * - Earnings are the item value (quantity x agreed unit price) of the seller's COMPLETED orders:
 *   what the buyer paid for the seafood, without the card service fee (the platform's) or tax.
 *   periodEarnings counts orders completed since the period began on the docks' clocks. A card
 *   dispute the seller lost takes its amount (at most the order's item value) off both, in the
 *   period it was lost.
 * - Average order value is those earnings divided by the number of completed orders.
 * - Completion rate is completed divided by all orders (cancelled ones included), as a percentage.
 * - Top species rank completed item value by species; count is the units sold.
 * - Inventory's sold quantity and revenue count every order that was not cancelled: stock those
 *   orders took, whether or not they have been collected yet.
 */
import { centsToDecimal } from '../../../shared/money';
import { BAY_TIME_ZONE } from '../../../shared/pickup-schedule';
import {
  type AnalyticsDto,
  averageCents,
  completionRate,
  type EarningsDto,
  type EarningsPeriod,
  type InventoryItemDto,
  isLowStock,
  periodStart,
  TOP_SPECIES_LIMIT,
} from '../../../shared/seller-stats';
import type { SellerUser } from '../auth/access';
import type { SellerStatsRepo } from './seller-stats.repo';

export function createSellerStatsService({
  repo,
  now = () => new Date(),
}: {
  repo: SellerStatsRepo;
  now?: () => Date;
}) {
  return {
    async earnings(user: SellerUser, period: EarningsPeriod): Promise<EarningsDto> {
      const crabberId = user.crabberProfile.id;
      const total = (await repo.completedItemValue(crabberId)) - (await repo.lostDisputeValue(crabberId));
      const since = periodStart(period, now(), BAY_TIME_ZONE);
      const inPeriod = since
        ? (await repo.completedItemValue(crabberId, since)) - (await repo.lostDisputeValue(crabberId, since))
        : total;
      return { totalEarnings: centsToDecimal(total), periodEarnings: centsToDecimal(inPeriod), period };
    },

    async analytics(user: SellerUser): Promise<AnalyticsDto> {
      const crabberId = user.crabberProfile.id;
      const { total, completed } = await repo.orderCounts(crabberId);
      const completedValue = await repo.completedItemValue(crabberId);
      return {
        activeListings: await repo.countActiveListings(crabberId, now()),
        completedOrders: completed,
        totalOrders: total,
        averageOrderValue: centsToDecimal(averageCents(completedValue, completed)),
        completionRate: completionRate(completed, total),
        topSellingSpecies: (await repo.topSpecies(crabberId, TOP_SPECIES_LIMIT)).map((row) => ({
          species: row.species,
          revenue: centsToDecimal(row.revenueCents),
          count: row.count,
        })),
      };
    },

    async inventory(user: SellerUser): Promise<InventoryItemDto[]> {
      return (await repo.inventory(user.crabberProfile.id)).map((row) => ({
        id: row.id,
        title: row.title,
        photos: row.photos,
        unitPrice: centsToDecimal(row.unitPriceCents),
        unitType: row.unitType,
        qtyAvailable: row.qtyAvailable,
        soldQuantity: row.soldQuantity,
        revenueGenerated: centsToDecimal(row.revenueCents),
        lowStock: isLowStock(row.qtyAvailable),
      }));
    },
  };
}
