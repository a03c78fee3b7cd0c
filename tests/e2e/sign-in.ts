/**
 * Signing a browser page or context (or its request context) in as an account over the API, the
 * code step included when the account has two-factor sign-in (the demo admin: its published key is
 * in src/server/seed/seed-data.ts). A code works once, so a sign-in whose code was already spent
 * (another test signed the admin in within the same 30 seconds) gives the next one, and failing
 * that waits for the next step. To wait less, a page or context signed in with a code keeps its
 * session for the next test on the same server, which uses it while the server still knows it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../../src/server/features/two-factor/totp';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../src/server/seed/seed-data';
import { e2eServer } from './server';

/** The last step this process spent, so the next sign-in goes straight to a later one. */
let lastStep = 0;

type Cookies = Parameters<APIRequestContext['addCookies']>[0];

/**
 * Where a two-factor session is kept for this server's next tests: a file beside the server's mail
 * folder, gone with the run (each test file is a module of its own, so memory would not do).
 */
function sessionFile(email: string): string {
  const name = createHash('sha256').update(email).digest('hex').slice(0, 16);
  return join(dirname(e2eServer().mailDir), `session-${name}.json`);
}

/** Signs in with the kept session if the server still knows it (a test may have signed it out). */
async function reuseSession(request: APIRequestContext, email: string): Promise<boolean> {
  const file = sessionFile(email);
  if (!existsSync(file)) return false;
  await request.addCookies(JSON.parse(readFileSync(file, 'utf8')) as Cookies);
  const me = await request.get('/api/auth/user');
  if (me.status() === 200 && ((await me.json()) as { email?: string }).email === email) return true;
  await request.clearCookies({ name: /session/ });
  return false;
}

async function keepSession(request: APIRequestContext, email: string): Promise<void> {
  const { cookies } = await request.storageState();
  const session = cookies.filter((cookie) => cookie.name.includes('session'));
  writeFileSync(sessionFile(email), JSON.stringify(session));
}

export async function signInAs(
  target: Page | BrowserContext | APIRequestContext,
  email: string,
  { password = DEMO_PASSWORD, secret = DEMO_ADMIN_TOTP_SECRET } = {},
): Promise<void> {
  const request = 'request' in target ? target.request : target;
  const keeps = secret === DEMO_ADMIN_TOTP_SECRET;
  if (keeps && (await reuseSession(request, email))) return;
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
        if (keeps) await keepSession(request, email);
        return;
      }
    }
    // Both codes near now were spent: wait for the clock to reach the next step.
    const untilNext = TOTP_PERIOD_SECONDS * 1000 - (now.getTime() % (TOTP_PERIOD_SECONDS * 1000));
    await new Promise((resolve) => setTimeout(resolve, untilNext + 200));
  }
  throw new Error(`Could not sign in as ${email} with a two-factor code`);
}
