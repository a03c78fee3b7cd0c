import {
  loginInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  registerInput,
} from '../../../shared/auth.schema';
import { authMessages } from '../../../shared/messages/auth';
import { isHttpsRequest, selfOrigin } from '../../http/request-info';
import { publicProcedure, router } from '../../trpc/init';
import { clearSessionCookie, writeSessionCookie } from './session-cookie';

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ctx.user),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const { user, session } = await ctx.services.auth.register(input, ctx.clientAddress);
    writeSessionCookie(ctx.c, session.token, session.expiresAt, isHttpsRequest(ctx.c, ctx.config));
    return user;
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { user, session } = await ctx.services.auth.login(input, ctx.clientAddress);
    writeSessionCookie(ctx.c, session.token, session.expiresAt, isHttpsRequest(ctx.c, ctx.config));
    return user;
  }),

  requestPasswordReset: publicProcedure.input(passwordResetRequestInput).mutation(async ({ ctx, input }) => {
    await ctx.services.passwordReset.request(input, ctx.clientAddress, selfOrigin(ctx.c, ctx.config));
    return { message: authMessages.passwordResetRequested };
  }),

  confirmPasswordReset: publicProcedure.input(passwordResetConfirmInput).mutation(async ({ ctx, input }) => {
    const { user, session } = await ctx.services.passwordReset.confirm(input);
    writeSessionCookie(ctx.c, session.token, session.expiresAt, isHttpsRequest(ctx.c, ctx.config));
    return user;
  }),

  logout: publicProcedure.mutation(({ ctx }) => {
    if (ctx.sessionId) ctx.services.auth.invalidateSession(ctx.sessionId);
    clearSessionCookie(ctx.c, isHttpsRequest(ctx.c, ctx.config));
    return null;
  }),
});
