import { adminSmsQuery, smsCodeInput, smsPhoneInput, smsPrefsInput } from '../../../shared/sms.schema';
import { adminProcedure, authedProcedure, router } from '../../trpc/init';

/** The signed-in person's mobile number and text choices; REST mirror in rest/texts.routes.ts. */
export const smsRouter = router({
  settings: authedProcedure.query(({ ctx }) => ctx.services.phoneVerification.get(ctx.user.id)),
  sendCode: authedProcedure.input(smsPhoneInput).mutation(({ ctx, input }) =>
    ctx.services.phoneVerification.sendCode(ctx.user.id, input, {
      accountKey: ctx.user.id,
      address: ctx.clientAddress,
    }),
  ),
  verify: authedProcedure
    .input(smsCodeInput)
    .mutation(({ ctx, input }) => ctx.services.phoneVerification.verify(ctx.user.id, input)),
  remove: authedProcedure.mutation(({ ctx }) => ctx.services.phoneVerification.remove(ctx.user.id)),
  savePrefs: authedProcedure
    .input(smsPrefsInput)
    .mutation(({ ctx, input }) => ctx.services.phoneVerification.savePrefs(ctx.user.id, input)),
  undelivered: adminProcedure
    .input(adminSmsQuery)
    .query(({ ctx, input }) => ctx.services.smsOutbox.list(input.status)),
});
