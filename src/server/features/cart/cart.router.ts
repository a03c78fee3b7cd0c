import { authedProcedure, router } from '../../trpc/init';

export const cartRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.cart.listCart(ctx.user.id)),
});
