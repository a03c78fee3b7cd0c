import { addToCartInput, cartLineIdInput, updateCartLineInput } from '../../../shared/cart.schema';
import { authedProcedure, router } from '../../trpc/init';

export const cartRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.cart.listCart(ctx.user.id)),
  add: authedProcedure
    .input(addToCartInput)
    .mutation(async ({ ctx, input }) => (await ctx.services.cart.addToCart(ctx.user.id, input)).line),
  update: authedProcedure
    .input(updateCartLineInput)
    .mutation(({ ctx, input }) => ctx.services.cart.updateQuantity(ctx.user.id, input.id, input.data.qty)),
  remove: authedProcedure.input(cartLineIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.cart.removeLine(ctx.user.id, input.id);
    return null;
  }),
});
