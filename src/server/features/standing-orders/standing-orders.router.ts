import {
  createStandingOrderInput,
  skipWeekInput,
  standingOrderIdInput,
  updateStandingOrderInput,
} from '../../../shared/standing-order.schema';
import { authedProcedure, router, sellerProcedure } from '../../trpc/init';

export const standingOrdersRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.standingOrders.list(ctx.user)),
  create: authedProcedure
    .input(createStandingOrderInput)
    .mutation(({ ctx, input }) => ctx.services.standingOrders.create(ctx.user, input)),
  update: authedProcedure
    .input(updateStandingOrderInput)
    .mutation(({ ctx, input }) => ctx.services.standingOrders.update(ctx.user, input.id, input.data)),
  remove: authedProcedure
    .input(standingOrderIdInput)
    .mutation(({ ctx, input }) => ctx.services.standingOrders.remove(ctx.user, input.id)),
  skip: authedProcedure
    .input(skipWeekInput)
    .mutation(({ ctx, input }) => ctx.services.standingOrders.skip(ctx.user, input.id, input.date)),
  /** A card standing order's card: the setup intent for the card form, then the check it was saved. */
  setUpCard: authedProcedure
    .input(standingOrderIdInput)
    .mutation(({ ctx, input }) => ctx.services.standingOrders.setUpCard(ctx.user, input.id)),
  syncCard: authedProcedure
    .input(standingOrderIdInput)
    .mutation(({ ctx, input }) => ctx.services.standingOrders.syncCard(ctx.user, input.id)),
  demand: sellerProcedure.query(({ ctx }) => ctx.services.standingOrders.demand(ctx.user)),
});
