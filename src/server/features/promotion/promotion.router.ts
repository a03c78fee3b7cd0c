import { confirmPromotionInput, promoteInput } from '../../../shared/promotion.schema';
import { router, sellerProcedure } from '../../trpc/init';

export const promotionRouter = router({
  start: sellerProcedure
    .input(promoteInput)
    .mutation(({ ctx, input }) => ctx.services.promotion.start(ctx.user, input.id)),
  confirm: sellerProcedure
    .input(confirmPromotionInput)
    .mutation(({ ctx, input }) => ctx.services.promotion.confirm(ctx.user, input.id, input.paymentIntentId)),
});
