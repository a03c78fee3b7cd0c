/**
 * Signing a browser page or context (or its request context) in as an account over the API, the
 * code step included when the account has two-factor sign-in (the demo admin: its published key is
 * in src/server/seed/seed-data.ts). A code works once, so a sign-in whose code was already spent
 * (another test signed the admin in within the same 30 seconds) gives the next one, and failing
 * that waits for the next step.
 */
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../../src/server/features/two-factor/totp';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../src/server/seed/seed-data';

/** The last step this process spent, so the next sign-in goes straight to a later one. */
let lastStep = 0;

export async function signInAs(
  target: Page | BrowserContext | APIRequestContext,
  email: string,
  { password = DEMO_PASSWORD, secret = DEMO_ADMIN_TOTP_SECRET } = {},
): Promise<void> {
  const request = 'request' in target ? target.request : target;
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = await request.post('/api/auth/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    if (!((await login.json()) as { twoFactorRequired?: boolean }).twoFactorRequired) return;
    const now = new Date();
    for (const step of [totpStep(now), totpStep(now) + 1]) {
      if (step <= lastStep) continue;
      const done = await request.post('/api/auth/login/two-factor', {
        data: { code: totpCode(secret, now, step) },
      });
      if (done.status() === 200) {
        lastStep = step;
        return;
      }
    }
    // Both codes near now were spent: wait for the clock to reach the next step.
    const untilNext = TOTP_PERIOD_SECONDS * 1000 - (now.getTime() % (TOTP_PERIOD_SECONDS * 1000));
    await new Promise((resolve) => setTimeout(resolve, untilNext + 200));
  }
  throw new Error(`Could not sign in as ${email} with a two-factor code`);
}
