import { pickupDayQuery } from '../../../shared/pickup-day';
import { earningsQuery } from '../../../shared/seller-stats';
import { weatherOutInput } from '../../../shared/weather-out';
import { publicOrigin } from '../../http/request-info';
import { router, sellerProcedure } from '../../trpc/init';

/** The seller dashboard's reads; the seller's orders live with the orders feature. */
export const sellerStatsRouter = router({
  catches: sellerProcedure.query(({ ctx }) => ctx.services.listings.listMine(ctx.user)),
  earnings: sellerProcedure
    .input(earningsQuery)
    .query(({ ctx, input }) => ctx.services.sellerStats.earnings(ctx.user, input.period)),
  analytics: sellerProcedure.query(({ ctx }) => ctx.services.sellerStats.analytics(ctx.user)),
  pickups: sellerProcedure
    .input(pickupDayQuery.pick({ date: true }))
    .query(({ ctx, input }) => ctx.services.orders.pickupDay(ctx.user.crabberProfile.id, input.date)),
  weatherOut: sellerProcedure
    .input(weatherOutInput)
    .mutation(({ ctx, input }) =>
      ctx.services.orders.weatherOut(ctx.user.crabberProfile.id, input, publicOrigin(ctx.config)),
    ),
  reopenDay: sellerProcedure.input(pickupDayQuery.pick({ date: true })).mutation(async ({ ctx, input }) => {
    await ctx.services.orders.reopenDay(ctx.user.crabberProfile.id, input.date);
    return null;
  }),
  inventory: sellerProcedure.query(({ ctx }) => ctx.services.sellerStats.inventory(ctx.user)),
});
