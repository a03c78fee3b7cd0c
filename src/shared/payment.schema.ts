/** What the browser needs to know about card payments, whichever provider runs. */
import type { PaymentConfigDto, TestOnboardingAccountDto, TestPaymentResultDto } from './payment.dto';

export type { PaymentConfigDto, TestOnboardingAccountDto, TestPaymentResultDto };
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';
