/** Passkey procedures: the account's own under `account.passkeys`, sign-in under `auth`. REST mirror: rest/passkeys.routes.ts. */
import {
  passkeyIdInput,
  passkeyRegistrationInput,
  passkeySignInInput,
} from '../../../shared/passkeys.schema';
import { authedProcedure, publicProcedure, rateLimited, router } from '../../trpc/init';
import { startSession } from '../auth/session-cookie';
import { takeChallengeCookie, writeChallengeCookie } from './challenge-cookie';

export const passkeysAccountRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.passkeys.list(ctx.user.id)),

  options: authedProcedure.use(rateLimited('passkeyRegistration')).mutation(async ({ ctx }) => {
    const issued = await ctx.services.passkeys.registrationOptions(ctx.user);
    writeChallengeCookie(ctx.c, ctx.config, issued.challengeId, issued.expiresAt);
    return issued.options;
  }),

  register: authedProcedure
    .use(rateLimited('passkeyRegistration'))
    .input(passkeyRegistrationInput)
    .mutation(({ ctx, input }) =>
      ctx.services.passkeys.register(
        ctx.user,
        takeChallengeCookie(ctx.c, ctx.config),
        input,
        ctx.clientAddress,
      ),
    ),

  remove: authedProcedure.input(passkeyIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.passkeys.remove(ctx.user.id, input.id);
    return null;
  }),
});

/** Spread into the auth router: `auth.passkeyOptions` and `auth.passkeySignIn`. */
export const passkeySignInProcedures = {
  passkeyOptions: publicProcedure.use(rateLimited('passkeySignIn')).mutation(async ({ ctx }) => {
    const issued = await ctx.services.passkeys.authenticationOptions();
    writeChallengeCookie(ctx.c, ctx.config, issued.challengeId, issued.expiresAt);
    return issued.options;
  }),

  passkeySignIn: publicProcedure
    .use(rateLimited('passkeySignIn'))
    .input(passkeySignInInput)
    .mutation(async ({ ctx, input }) => {
      const challengeId = takeChallengeCookie(ctx.c, ctx.config);
      const { user, session } = await ctx.services.passkeys.signIn(challengeId, input, ctx.clientAddress);
      await startSession(ctx.c, session, ctx.config);
      return user;
    }),
};
