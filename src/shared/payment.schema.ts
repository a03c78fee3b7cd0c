/** What the browser needs to know about card payments, whichever provider runs. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** Stripe's Payment Element when Stripe is configured, otherwise the built-in test-mode form. */
export interface PaymentConfigDto {
  mode: 'stripe' | 'test';
  publishableKey: string | null;
  /** How long an unpaid card order holds its catch (CARD_PAYMENT_WINDOW_MINUTES). */
  paymentWindowMinutes: number;
}

/** The test-mode form's answer after a confirm or an authentication step. */
export interface TestPaymentResultDto {
  paymentIntentId: string;
  status: PaymentIntentStatus;
  /** The provider's message for a failed attempt, e.g. 'Your card was declined.' */
  lastError: string | null;
}

export interface TestOnboardingAccountDto {
  accountId: string;
  status: 'pending' | 'active';
  email: string;
  returnPath: string | null;
  refreshPath: string | null;
}
