import type { Db } from '../../db/client';
import type { Config } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestModeProvider } from './test-mode-provider';

/** Stripe when both keys are configured, otherwise the built-in test-mode provider. */
export function createPaymentProvider(config: Config, db: Db, now?: () => Date): PaymentProvider {
  if (!config.stripe) return createTestModeProvider(db, now);
  const { secretKey, publishableKey, webhookSecret, apiBase } = config.stripe;
  let api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return createStripeProvider({ secretKey, publishableKey, webhookSecret, ...(api ? { api } : {}) });
}
