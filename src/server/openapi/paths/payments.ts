import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { orderDisputeDto } from '../../../shared/dispute.dto';
import {
  paymentConfigDto,
  testOnboardingAccountDto,
  testOnboardingDoneDto,
  testPaymentResultDto,
  webhookReceiptDto,
} from '../../../shared/payment.dto';
import {
  authenticateTestPaymentInput,
  confirmTestPaymentInput,
  decideTestDisputeInput,
  testOnboardingInput,
} from '../../../shared/test-mode-cards';
import { jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Payments';

const testModeNote = 'Test mode only: 404 when Stripe is configured.';

export const paymentPaths: ZodOpenApiPathsObject = {
  '/api/payments/config': {
    get: operation({
      tag,
      summary: 'How card payments are taken',
      caller: 'anyone',
      answers: { 200: jsonAnswer(paymentConfigDto, 'The payment configuration') },
    }),
  },
  '/api/payments/webhook': {
    post: operation({
      tag,
      summary: "The payment provider's webhook",
      description:
        'For Stripe only. The signature is checked over the exact bytes sent, so the body must not be re-serialised; a missing or wrong signature, or a server in test mode, answers 400. 503 when the provider cannot be reached or the order is not recorded yet: Stripe delivers the event again.',
      caller: 'anyone',
      params: {
        header: z.object({
          'stripe-signature': z.string().meta({ description: "Stripe's signature of the raw body" }),
        }),
      },
      body: jsonBody(
        z
          .record(z.string(), z.unknown())
          .meta({ description: 'The Stripe event, exactly as Stripe sent it' }),
      ),
      answers: { 200: jsonAnswer(webhookReceiptDto, 'The event is handled') },
      errors: [503],
    }),
  },
  '/api/payments/test-mode/confirm': {
    post: operation({
      tag,
      summary: 'Pay with a test card',
      description: `The card number decides the outcome, as in Stripe's test mode. ${testModeNote} 404 for an unknown client secret; 409 when the payment was cancelled.`,
      caller: 'user',
      body: jsonBody(confirmTestPaymentInput),
      answers: { 200: jsonAnswer(testPaymentResultDto, 'The payment after the attempt') },
      errors: [404, 409],
    }),
  },
  '/api/payments/test-mode/authenticate': {
    post: operation({
      tag,
      summary: 'Answer the simulated 3-D Secure step',
      description: `${testModeNote} 404 for an unknown client secret; 409 when the payment is not awaiting authentication.`,
      caller: 'user',
      body: jsonBody(authenticateTestPaymentInput),
      answers: { 200: jsonAnswer(testPaymentResultDto, 'The payment after the answer') },
      errors: [404, 409],
    }),
  },
  '/api/payments/test-mode/accounts/{accountId}': {
    get: operation({
      tag,
      summary: 'A test payout account, for its onboarding page',
      description: `Only the seller who owns it; anyone else gets 404. ${testModeNote}`,
      caller: 'user',
      params: { path: testOnboardingInput },
      answers: { 200: jsonAnswer(testOnboardingAccountDto, 'The payout account') },
      errors: [400, 404],
    }),
  },
  '/api/payments/test-mode/accounts/{accountId}/complete': {
    post: operation({
      tag,
      summary: 'Complete onboarding of a test payout account',
      description: `The account becomes active. Only the seller who owns it; anyone else gets 404. ${testModeNote}`,
      caller: 'user',
      params: { path: testOnboardingInput },
      answers: { 200: jsonAnswer(testOnboardingDoneDto, 'Where to go next') },
      errors: [400, 404],
    }),
  },
  '/api/payments/test-mode/disputes/{orderId}/decide': {
    post: operation({
      tag,
      summary: 'Decide a test-mode card dispute',
      description: `An admin decides the order's test-mode dispute (opened by the dispute test card) as won or lost, as the card network would; the order and the people told follow as for Stripe's charge.dispute.closed. A dispute already closed stays as it was. 404 when the order has no test-mode dispute. ${testModeNote}`,
      caller: 'admin',
      params: { path: decideTestDisputeInput.pick({ orderId: true }) },
      body: jsonBody(decideTestDisputeInput.pick({ outcome: true })),
      answers: { 200: jsonAnswer(orderDisputeDto, 'The dispute, decided') },
      errors: [400, 404],
    }),
  },
};
