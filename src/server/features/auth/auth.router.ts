import {
  loginInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  registerInput,
  verifyEmailInput,
} from '../../../shared/auth.schema';
import { authMessages } from '../../../shared/messages/auth';
import { publicOrigin } from '../../http/request-info';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { passkeySignInProcedures } from '../passkeys/passkeys.router';
import { endSession, startSession } from './session-cookie';

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ctx.user),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const origin = publicOrigin(ctx.config);
    const { user, session } = await ctx.services.auth.register(input, ctx.clientAddress, origin);
    await startSession(ctx.c, session, ctx.config);
    return user;
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { user, session } = await ctx.services.auth.login(input, ctx.clientAddress);
    await startSession(ctx.c, session, ctx.config);
    return user;
  }),

  ...passkeySignInProcedures,

  requestPasswordReset: publicProcedure.input(passwordResetRequestInput).mutation(async ({ ctx, input }) => {
    await ctx.services.passwordReset.request(input, ctx.clientAddress, publicOrigin(ctx.config));
    return { message: authMessages.passwordResetRequested };
  }),

  confirmPasswordReset: publicProcedure.input(passwordResetConfirmInput).mutation(async ({ ctx, input }) => {
    const { user, session } = await ctx.services.passwordReset.confirm(input);
    await startSession(ctx.c, session, ctx.config);
    return user;
  }),

  verifyEmail: publicProcedure
    .input(verifyEmailInput)
    .mutation(({ ctx, input }) => ctx.services.emailVerification.verify(input)),

  resendVerification: authedProcedure.mutation(({ ctx }) =>
    ctx.services.emailVerification.resend(ctx.user, ctx.clientAddress, publicOrigin(ctx.config)),
  ),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await ctx.services.auth.invalidateSession(ctx.sessionId);
    endSession(ctx.c, ctx.config);
    return null;
  }),
});
