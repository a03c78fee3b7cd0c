/**
 * Two-factor sign-in in a browser: an admin without it is sent from /admin to enrol, scans (reads)
 * the key, turns it on and keeps the recovery codes, then signs in with a code and with a
 * recovery code.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../src/server/features/two-factor/totp';
import { useBrowser } from './browser';

const ADMINS = ['enrolling-admin@baycatch.test', 'enrolling-admin-2@baycatch.test'];
const PASSWORD = 'kestrel-oyster-lantern';

/** A code for a step not used yet: the enrolment spent the current one. */
let spent = 0;
function freshCode(secret: string): string {
  const now = new Date();
  const step = Math.max(totpStep(now), spent + 1);
  spent = step;
  return totpCode(secret, now, step);
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('6-digit code').waitFor();
}

describe('two-factor sign-in', () => {
  const b = useBrowser();

  it('an admin enrols, then signs in with a code and with a recovery code', async () => {
    const { page } = b;
    // Sign up on an address the server makes an admin (ADMIN_EMAILS in global-setup.ts).
    let email = '';
    for (const candidate of ADMINS) {
      const res = await page.request.post('/api/auth/register', {
        data: { email: candidate, password: PASSWORD, firstName: 'Morgan', lastName: 'Keel' },
      });
      if (res.status() === 201) {
        email = candidate;
        break;
      }
    }
    expect(email).not.toBe('');

    // No second factor yet: /admin sends the admin to enrol, saying why.
    await page.goto('/admin');
    await page.waitForURL(/\/account#two-factor$/);
    await page.getByText('Admin tools need two-factor sign-in.').waitFor();

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByLabel('6-digit code').fill(freshCode(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText('On', { exact: true }).waitFor();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // Signed out, the password alone no longer signs in: the code step follows.
    await page.goto('/api/logout');
    await signInWithPassword(page, email);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.getByLabel('6-digit code').fill(freshCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // And with a recovery code instead of the app.
    await page.goto('/api/logout');
    await signInWithPassword(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });
});
