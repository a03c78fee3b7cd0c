import { z } from 'zod';
import type {
  PaymentConfigDto,
  TestOnboardingAccountDto,
  TestPaymentResultDto,
} from '../../../shared/payment.schema';
import type { Services } from '../../services';
import { answerSchema } from './answer-schema';

export const paymentConfigDto = answerSchema<PaymentConfigDto>()(
  z
    .object({
      mode: z
        .enum(['stripe', 'test'])
        .meta({ description: "Stripe's card form, or the built-in test-mode form" }),
      publishableKey: z
        .string()
        .nullable()
        .meta({ description: "Stripe's publishable key; null in test mode" }),
      paymentWindowMinutes: z
        .number()
        .int()
        .meta({ description: 'How long an unpaid card order holds its catch' }),
    })
    .meta({ id: 'PaymentConfig' }),
);

export const webhookReceiptDto = answerSchema<Awaited<ReturnType<Services['payments']['handleWebhook']>>>()(
  z
    .object({
      received: z.boolean(),
      duplicate: z.boolean().meta({ description: 'True when the event was handled before' }),
    })
    .meta({ id: 'WebhookReceipt' }),
);

export const testPaymentResultDto = answerSchema<TestPaymentResultDto>()(
  z
    .object({
      paymentIntentId: z.string(),
      status: z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled']),
      lastError: z
        .string()
        .nullable()
        .meta({ description: "The provider's message for a failed attempt, e.g. 'Your card was declined.'" }),
    })
    .meta({ id: 'TestPaymentResult' }),
);

export const testOnboardingAccountDto = answerSchema<TestOnboardingAccountDto>()(
  z
    .object({
      accountId: z.string(),
      status: z.enum(['pending', 'active']),
      email: z.string(),
      returnPath: z.string().nullable().meta({ description: 'Where onboarding returns to when complete' }),
      refreshPath: z
        .string()
        .nullable()
        .meta({ description: 'Where to start again when the link has expired' }),
    })
    .meta({ id: 'TestOnboardingAccount' }),
);

export const testOnboardingDoneDto = answerSchema<
  Awaited<ReturnType<Services['payments']['completeTestOnboarding']>>
>()(
  z
    .object({ returnPath: z.string().meta({ description: 'The path on this site to go to next' }) })
    .meta({ id: 'TestOnboardingDone' }),
);
