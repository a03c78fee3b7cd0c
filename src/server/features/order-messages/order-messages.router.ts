import { orderIdInput } from '../../../shared/order.schema';
import { orderMessageInput } from '../../../shared/order-message.schema';
import { publicOrigin } from '../../http/request-info';
import { authedProcedure, rateLimited, router } from '../../trpc/init';
import { viewerOf } from '../orders/orders.service';

export const orderMessagesRouter = router({
  thread: authedProcedure
    .input(orderIdInput)
    .query(({ ctx, input }) => ctx.services.orderMessages.thread(viewerOf(ctx.user), input.id)),
  post: authedProcedure
    .use(rateLimited('orderMessage'))
    .input(orderIdInput.extend(orderMessageInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.orderMessages.post(
        viewerOf(ctx.user),
        input.id,
        { body: input.body },
        publicOrigin(ctx.config),
      ),
    ),
  markRead: authedProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.orderMessages.markRead(viewerOf(ctx.user), input.id);
    return null;
  }),
  unreadCount: authedProcedure.query(({ ctx }) => ctx.services.orderMessages.unreadCount(viewerOf(ctx.user))),
});
