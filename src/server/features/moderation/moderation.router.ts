import {
  createReportInput,
  listingModerationInput,
  messageRemovalInput,
  moderationActionsQuery,
  reportsQuery,
  resolveReportInput,
  reviewRemovalInput,
  sellerModerationInput,
  userModerationInput,
  userSearchQuery,
} from '../../../shared/moderation.schema';
import { adminProcedure, authedProcedure, rateLimited, router } from '../../trpc/init';

/** The tRPC twins of /api/admin/{sellers,catches,users,reports,reviews,messages,moderation-actions} and /api/reports. */
export const moderationRouter = router({
  revokeSeller: adminProcedure
    .input(sellerModerationInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.revokeSeller(ctx.user.id, input.id, input.reason)),
  hideListing: adminProcedure
    .input(listingModerationInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.hideListing(ctx.user.id, input.id, input.reason)),
  restoreListing: adminProcedure
    .input(listingModerationInput)
    .mutation(({ ctx, input }) =>
      ctx.services.moderation.restoreListing(ctx.user.id, input.id, input.reason),
    ),
  suspendUser: adminProcedure
    .input(userModerationInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.suspendUser(ctx.user.id, input.id, input.reason)),
  restoreUser: adminProcedure
    .input(userModerationInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.restoreUser(ctx.user.id, input.id, input.reason)),
  removeReview: adminProcedure
    .input(reviewRemovalInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.removeReview(ctx.user.id, input.id, input.reason)),
  removeMessage: adminProcedure
    .input(messageRemovalInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.removeMessage(ctx.user.id, input.id, input.reason)),
  users: adminProcedure
    .input(userSearchQuery)
    .query(({ ctx, input }) => ctx.services.moderation.listUsers(input)),
  actions: adminProcedure
    .input(moderationActionsQuery)
    .query(({ ctx, input }) => ctx.services.moderation.listActions(input)),
  reports: adminProcedure
    .input(reportsQuery)
    .query(({ ctx, input }) => ctx.services.moderation.listReports(input)),
  resolveReport: adminProcedure
    .input(resolveReportInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.resolveReport(ctx.user.id, input)),
  report: authedProcedure
    .use(rateLimited('report'))
    .input(createReportInput)
    .mutation(({ ctx, input }) => ctx.services.moderation.report(ctx.user, input)),
});
