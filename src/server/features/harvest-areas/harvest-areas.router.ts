import { z } from 'zod';
import { closeAreaInput, closureIdInput } from '../../../shared/harvest-areas.schema';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init';

export const harvestAreasRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.harvestAreas.list()),
  close: adminProcedure
    .input(closeAreaInput)
    .mutation(({ ctx, input: { code, ...data } }) => ctx.services.harvestAreas.close(ctx.user, code, data)),
  reopen: adminProcedure
    .input(closureIdInput)
    .mutation(({ ctx, input }) => ctx.services.harvestAreas.reopen(ctx.user, input.id)),
  orderNotices: authedProcedure
    .input(z.strictObject({ orderId: z.string().min(1).max(64) }))
    .query(({ ctx, input }) => ctx.services.harvestAreas.orderNotices(ctx.user, input.orderId)),
});
