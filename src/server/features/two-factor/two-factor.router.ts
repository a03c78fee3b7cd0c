import {
  recoveryCodesInput,
  twoFactorDisableInput,
  twoFactorEnableInput,
} from '../../../shared/two-factor.schema';
import { authedProcedure, rateLimited, router } from '../../trpc/init';

/** The signed-in person's authenticator app and recovery codes; REST mirror in rest/two-factor.routes.ts. */
export const twoFactorRouter = router({
  setup: authedProcedure.mutation(({ ctx }) =>
    ctx.services.twoFactor.setup({ user: ctx.user, address: ctx.clientAddress }),
  ),

  enable: authedProcedure
    .use(rateLimited('accountSecurity'))
    .input(twoFactorEnableInput)
    .mutation(({ ctx, input }) =>
      ctx.services.twoFactor.enable({ user: ctx.user, address: ctx.clientAddress }, input),
    ),

  disable: authedProcedure
    .use(rateLimited('accountSecurity'))
    .input(twoFactorDisableInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.twoFactor.disable({ user: ctx.user, address: ctx.clientAddress }, input);
      return null;
    }),

  recoveryCodes: authedProcedure
    .use(rateLimited('accountSecurity'))
    .input(recoveryCodesInput)
    .mutation(({ ctx, input }) =>
      ctx.services.twoFactor.regenerateRecoveryCodes({ user: ctx.user, address: ctx.clientAddress }, input),
    ),
});
