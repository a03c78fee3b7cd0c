import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './browser';
import { linkMailedTo } from './mail';

describe('a buyer who forgot the password gets back in through an e-mailed link', () => {
  const b = useBrowser();

  it('asks for a link, opens it, chooses a new password and is signed in', async () => {
    const { page } = b;
    const email = uniqueEmail('forgetful');
    const signUp = await page.request.post('/api/auth/register', {
      data: { email, password: 'first-password-of-mine', firstName: 'Rhea', lastName: 'Shore' },
    });
    expect(signUp.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password/);
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('we have e-mailed it a link').waitFor();

    const link = new URL(await linkMailedTo(email, '/reset-password'));
    await page.goto(`${link.pathname}${link.search}`);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel('New password').fill('tide-chart-and-coffee');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await page.getByTestId('signed-in-home').waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    // The link was single-use.
    await page.goto(`${link.pathname}${link.search}`);
    await reset.getByLabel('New password').fill('another-tide-chart');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This reset link is invalid or has expired.').waitFor();
  });
});
