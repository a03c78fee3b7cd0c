import { pushSubscriptionInput, pushUnsubscribeInput } from '../../../shared/push.schema';
import { authedProcedure, publicProcedure, rateLimited, router } from '../../trpc/init';

export const pushRouter = router({
  key: publicProcedure.query(({ ctx }) => ctx.services.push.key()),
  list: authedProcedure.query(({ ctx }) => ctx.services.push.list(ctx.user.id, ctx.sessionId)),
  subscribe: authedProcedure
    .use(rateLimited('pushSubscription'))
    .input(pushSubscriptionInput)
    .mutation(({ ctx, input }) =>
      ctx.services.push.subscribe(ctx.user.id, ctx.sessionId, ctx.c.req.header('user-agent'), input),
    ),
  unsubscribe: authedProcedure
    .use(rateLimited('pushSubscription'))
    .input(pushUnsubscribeInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.push.unsubscribe(ctx.user.id, input.endpoint);
      return null;
    }),
});
