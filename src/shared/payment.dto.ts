/** Payment answers: which card form to run, the webhook receipt, and the built-in test-mode provider's replies. */
import { z } from 'zod';

/** Stripe's Payment Element when Stripe is configured, otherwise the built-in test-mode form. */
export const paymentConfigDto = z
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
  .meta({ id: 'PaymentConfig' });
export type PaymentConfigDto = z.output<typeof paymentConfigDto>;

export const webhookReceiptDto = z
  .object({
    received: z.boolean(),
    duplicate: z.boolean().meta({ description: 'True when the event was handled before' }),
  })
  .meta({ id: 'WebhookReceipt' });
export type WebhookReceiptDto = z.output<typeof webhookReceiptDto>;

export const testPaymentResultDto = z
  .object({
    paymentIntentId: z.string(),
    status: z.enum([
      'requires_payment_method',
      'requires_action',
      'processing',
      'requires_capture',
      'succeeded',
      'canceled',
    ]),
    lastError: z
      .string()
      .nullable()
      .meta({ description: "The provider's message for a failed attempt, e.g. 'Your card was declined.'" }),
  })
  .meta({ id: 'TestPaymentResult' });
export type TestPaymentResultDto = z.output<typeof testPaymentResultDto>;

export const testOnboardingAccountDto = z
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
  .meta({ id: 'TestOnboardingAccount' });
export type TestOnboardingAccountDto = z.output<typeof testOnboardingAccountDto>;

export const testOnboardingDoneDto = z
  .object({ returnPath: z.string().meta({ description: 'The path on this site to go to next' }) })
  .meta({ id: 'TestOnboardingDone' });
export type TestOnboardingDoneDto = z.output<typeof testOnboardingDoneDto>;
