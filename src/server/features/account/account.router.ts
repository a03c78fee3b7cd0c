import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  updateAccountInput,
} from '../../../shared/account.schema';
import type { UserDto } from '../../../shared/user.schema';
import { publicOrigin } from '../../http/request-info';
import { authedProcedure, rateLimited, router } from '../../trpc/init';
import { endSession } from '../auth/session-cookie';
import { passkeysAccountRouter } from '../passkeys/passkeys.router';
import type { AccountCaller } from './account.service';

/** The signed-in account's own settings; REST mirror in rest/account.routes.ts. */
export const accountRouter = router({
  get: authedProcedure.query(({ ctx }) => ctx.services.account.get(ctx.user)),

  update: authedProcedure
    .input(updateAccountInput)
    .mutation(({ ctx, input }) => ctx.services.account.update(ctx.user, input)),

  changePassword: authedProcedure
    .use(rateLimited('accountSecurity'))
    .input(changePasswordInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.account.changePassword(callerOf(ctx), input);
      return null;
    }),

  changeEmail: authedProcedure
    .use(rateLimited('accountSecurity'))
    .input(changeEmailInput)
    .mutation(({ ctx, input }) =>
      ctx.services.account.changeEmail(callerOf(ctx), input, publicOrigin(ctx.config)),
    ),

  sessions: authedProcedure.query(({ ctx }) => ctx.services.account.listSessions(callerOf(ctx))),

  revokeOtherSessions: authedProcedure.mutation(({ ctx }) =>
    ctx.services.account.revokeOtherSessions(callerOf(ctx)),
  ),

  export: authedProcedure
    .use(rateLimited('accountExport'))
    .query(({ ctx }) => ctx.services.account.export(ctx.user)),

  delete: authedProcedure
    .use(rateLimited('accountSecurity'))
    .input(deleteAccountInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.account.delete(callerOf(ctx), input);
      endSession(ctx.c, ctx.config);
      return null;
    }),

  passkeys: passkeysAccountRouter,
});

function callerOf(ctx: { user: UserDto; sessionId: string | null; clientAddress: string }): AccountCaller {
  return { user: ctx.user, sessionId: ctx.sessionId ?? '', address: ctx.clientAddress };
}
