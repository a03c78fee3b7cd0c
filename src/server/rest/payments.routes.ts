import { Hono } from 'hono';
import {
  authenticateTestPaymentInput,
  confirmTestPaymentInput,
  decideTestDisputeInput,
  testOnboardingInput,
} from '../../shared/test-mode-cards';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from '../features/auth/access';
import { parseInput } from '../lib/validation';
import { readJson } from './read-json';

export const paymentsRoutes = new Hono<AppEnv>()
  .get('/config', (c) => c.json(c.get('services').payments.config()))
  // The signature covers the exact bytes sent, so the body is read as text and never re-serialised.
  .post('/webhook', async (c) => {
    const rawBody = await c.req.text();
    const result = await c.get('services').payments.handleWebhook(rawBody, c.req.header('stripe-signature'));
    return c.json(result);
  })
  .post('/test-mode/confirm', async (c) => {
    requireUser(c.get('user'));
    const input = await readJson(c, confirmTestPaymentInput);
    return c.json(await c.get('services').payments.confirmTestPayment(input));
  })
  .post('/test-mode/authenticate', async (c) => {
    requireUser(c.get('user'));
    const input = await readJson(c, authenticateTestPaymentInput);
    return c.json(
      await c.get('services').payments.authenticateTestPayment(input.clientSecret, input.approve),
    );
  })
  .post('/test-mode/disputes/:orderId/decide', async (c) => {
    requireAdmin(c.get('user'));
    const body = await readJson(c, decideTestDisputeInput.omit({ orderId: true }));
    const input = parseInput(decideTestDisputeInput, { ...body, orderId: c.req.param('orderId') });
    return c.json(await c.get('services').payments.decideTestDispute(input.orderId, input.outcome));
  })
  .get('/test-mode/accounts/:accountId', async (c) => {
    const user = requireUser(c.get('user'));
    const { accountId } = parseInput(testOnboardingInput, { accountId: c.req.param('accountId') });
    return c.json(
      await c.get('services').payments.getTestOnboarding(user.crabberProfile?.id ?? null, accountId),
    );
  })
  .post('/test-mode/accounts/:accountId/complete', async (c) => {
    const user = requireUser(c.get('user'));
    const { accountId } = parseInput(testOnboardingInput, { accountId: c.req.param('accountId') });
    return c.json(
      await c.get('services').payments.completeTestOnboarding(user.crabberProfile?.id ?? null, accountId),
    );
  });
