import {
  loginInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  registerInput,
  verifyEmailInput,
} from '../../../shared/auth.schema';
import { authMessages } from '../../../shared/messages/auth';
import { loginTwoFactorInput } from '../../../shared/two-factor.schema';
import { publicOrigin } from '../../http/request-info';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { passkeySignInProcedures } from '../passkeys/passkeys.router';
import {
  finishTwoFactorSignIn,
  signInWithPassword,
  startSessionOrChallenge,
} from '../two-factor/two-factor-sign-in';
import { endSession, startSession } from './session-cookie';

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ctx.user),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const origin = publicOrigin(ctx.config);
    const { user, session } = await ctx.services.auth.register(input, ctx.clientAddress, origin);
    await startSession(ctx.c, session, ctx.config);
    return user;
  }),

  /** The user, signed in; or `{ twoFactorRequired: true }` and no session when the code step is due. */
  login: publicProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) => signInWithPassword(ctx.c, input, ctx.clientAddress)),

  /** The code step of a sign-in (docs/product/accounts.md, "Two-factor sign-in"). */
  loginTwoFactor: publicProcedure
    .input(loginTwoFactorInput)
    .mutation(({ ctx, input }) => finishTwoFactorSignIn(ctx.c, input, ctx.clientAddress)),

  ...passkeySignInProcedures,

  requestPasswordReset: publicProcedure.input(passwordResetRequestInput).mutation(async ({ ctx, input }) => {
    await ctx.services.passwordReset.request(input, ctx.clientAddress, publicOrigin(ctx.config));
    return { message: authMessages.passwordResetRequested };
  }),

  /** The user, signed in; or `{ twoFactorRequired: true }` when the account's code step is still due. */
  confirmPasswordReset: publicProcedure
    .input(passwordResetConfirmInput)
    .mutation(async ({ ctx, input }) =>
      startSessionOrChallenge(ctx.c, await ctx.services.passwordReset.confirm(input)),
    ),

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
