import { notificationIdInput } from '../../../shared/notification.schema';
import { authedProcedure, router } from '../../trpc/init';

export const notificationsRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.notifications.listForUser(ctx.user.id)),
  markRead: authedProcedure.input(notificationIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.notifications.markRead(ctx.user.id, input.id);
    return null;
  }),
  markAllRead: authedProcedure.mutation(async ({ ctx }) => ({
    updated: await ctx.services.notifications.markAllRead(ctx.user.id),
  })),
});
