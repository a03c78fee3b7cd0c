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
  demand: sellerProcedure.query(({ ctx }) => ctx.services.standingOrders.demand(ctx.user)),
});
