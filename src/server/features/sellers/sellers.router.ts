import { sellerIdInput, sellerRegistrationInput, sellerUpdateInput } from '../../../shared/seller.schema';
import { publicOrigin } from '../../http/request-info';
import { authedProcedure, router } from '../../trpc/init';

export const sellersRouter = router({
  register: authedProcedure
    .input(sellerRegistrationInput)
    .mutation(({ ctx, input }) => ctx.services.sellers.register(ctx.user, input)),
  publicProfile: authedProcedure
    .input(sellerIdInput)
    .query(({ ctx, input }) => ctx.services.sellers.getPublic(input.id)),
  mine: authedProcedure.query(({ ctx }) => ctx.services.sellers.getMine(ctx.user)),
  update: authedProcedure
    .input(sellerUpdateInput)
    .mutation(({ ctx, input }) => ctx.services.sellers.update(ctx.user, input.id, input.data)),
  paymentStatus: authedProcedure
    .input(sellerIdInput)
    .query(({ ctx, input }) => ctx.services.sellers.paymentAccountStatus(ctx.user, input.id)),
  connectPayment: authedProcedure
    .input(sellerIdInput)
    .mutation(({ ctx, input }) =>
      ctx.services.sellers.connectPaymentAccount(ctx.user, input.id, publicOrigin(ctx.config)),
    ),
});
