import { earningsQuery } from '../../../shared/seller-stats';
import { router, sellerProcedure } from '../../trpc/init';

/** The seller dashboard's reads; the seller's orders live with the orders feature. */
export const crabberRouter = router({
  catches: sellerProcedure.query(({ ctx }) => ctx.services.listings.listMine(ctx.user)),
  earnings: sellerProcedure
    .input(earningsQuery)
    .query(({ ctx, input }) => ctx.services.crabber.earnings(ctx.user, input.period)),
  analytics: sellerProcedure.query(({ ctx }) => ctx.services.crabber.analytics(ctx.user)),
  inventory: sellerProcedure.query(({ ctx }) => ctx.services.crabber.inventory(ctx.user)),
});
