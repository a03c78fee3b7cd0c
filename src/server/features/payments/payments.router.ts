import {
  authenticateTestPaymentInput,
  confirmTestPaymentInput,
  decideTestDisputeInput,
  testOnboardingInput,
} from '../../../shared/test-mode-cards';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init';

export const paymentsRouter = router({
  config: publicProcedure.query(({ ctx }) => ctx.services.payments.config()),
  confirmTestPayment: authedProcedure
    .input(confirmTestPaymentInput)
    .mutation(({ ctx, input }) => ctx.services.payments.confirmTestPayment(input)),
  authenticateTestPayment: authedProcedure
    .input(authenticateTestPaymentInput)
    .mutation(({ ctx, input }) =>
      ctx.services.payments.authenticateTestPayment(input.clientSecret, input.approve),
    ),
  decideTestDispute: adminProcedure
    .input(decideTestDisputeInput)
    .mutation(({ ctx, input }) => ctx.services.payments.decideTestDispute(input.orderId, input.outcome)),
  testOnboarding: authedProcedure
    .input(testOnboardingInput)
    .query(({ ctx, input }) =>
      ctx.services.payments.getTestOnboarding(ctx.user.crabberProfile?.id ?? null, input.accountId),
    ),
  completeTestOnboarding: authedProcedure
    .input(testOnboardingInput)
    .mutation(({ ctx, input }) =>
      ctx.services.payments.completeTestOnboarding(ctx.user.crabberProfile?.id ?? null, input.accountId),
    ),
});
