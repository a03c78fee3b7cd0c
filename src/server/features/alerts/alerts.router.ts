import {
  alertEmailsInput,
  alertIdInput,
  createAlertInput,
  unsubscribeTokenInput,
} from '../../../shared/alert.schema';
import { sellerIdInput } from '../../../shared/seller.schema';
import { authedProcedure, publicProcedure, rateLimited, router } from '../../trpc/init';

export const alertsRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.alerts.overview(ctx.user.id, ctx.user.emailVerified)),
  create: authedProcedure
    .use(rateLimited('alertCreate'))
    .input(createAlertInput)
    .mutation(({ ctx, input }) => ctx.services.alerts.createAlert(ctx.user.id, input)),
  remove: authedProcedure.input(alertIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.alerts.deleteAlert(ctx.user.id, input.id);
    return null;
  }),
  setEmails: authedProcedure
    .input(alertEmailsInput)
    .mutation(({ ctx, input }) => ctx.services.alerts.setEmails(ctx.user.id, input.enabled)),
  followState: authedProcedure
    .input(sellerIdInput)
    .query(({ ctx, input }) => ctx.services.alerts.followState(ctx.user.id, input.id)),
  follow: authedProcedure
    .input(sellerIdInput)
    .mutation(({ ctx, input }) => ctx.services.alerts.follow(ctx.user.id, input.id)),
  unfollow: authedProcedure
    .input(sellerIdInput)
    .mutation(({ ctx, input }) => ctx.services.alerts.unfollow(ctx.user.id, input.id)),
  unsubscribeInfo: publicProcedure
    .input(unsubscribeTokenInput)
    .query(({ ctx, input }) => ctx.services.alerts.unsubscribeInfo(input.token)),
  unsubscribe: publicProcedure
    .input(unsubscribeTokenInput)
    .mutation(({ ctx, input }) => ctx.services.alerts.unsubscribe(input.token)),
});
