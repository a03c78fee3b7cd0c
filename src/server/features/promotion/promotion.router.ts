import { confirmPromotionInput, promoteInput } from '../../../shared/promotion.schema';
import { rateLimited, router, sellerProcedure } from '../../trpc/init';

export const promotionRouter = router({
  start: sellerProcedure
    .use(rateLimited('promotion'))
    .input(promoteInput)
    .mutation(({ ctx, input }) => ctx.services.promotion.start(ctx.user, input.id)),
  confirm: sellerProcedure
    .input(confirmPromotionInput)
    .mutation(({ ctx, input }) => ctx.services.promotion.confirm(ctx.user, input.id, input.paymentIntentId)),
});
