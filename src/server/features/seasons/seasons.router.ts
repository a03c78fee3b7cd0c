import { z } from 'zod';
import { saleRuleChangeInput, saleRuleIdInput, saleRuleInput } from '../../../shared/sale-rule.schema';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';

export const seasonsRouter = router({
  today: publicProcedure.query(({ ctx }) => ctx.services.seasons.today()),
  listAll: adminProcedure.query(({ ctx }) => ctx.services.seasons.listAll()),
  add: adminProcedure
    .input(saleRuleInput)
    .mutation(({ ctx, input }) => ctx.services.seasons.add(ctx.user, input)),
  change: adminProcedure
    .input(z.strictObject({ ...saleRuleIdInput.shape, ...saleRuleChangeInput.shape }))
    .mutation(({ ctx, input: { id, ...change } }) => ctx.services.seasons.change(ctx.user, id, change)),
  remove: adminProcedure
    .input(saleRuleIdInput)
    .mutation(({ ctx, input }) => ctx.services.seasons.remove(ctx.user, input.id)),
});
