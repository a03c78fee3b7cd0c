import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './browser';

describe('a visitor signs up, sees the signed-in home and signs out', () => {
  const b = useBrowser();

  it('walks the whole journey in the browser', async () => {
    const { page } = b;
    await page.goto('/');
    await page.getByTestId('signed-out-landing').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.waitForURL(/\/sign-in/);

    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Marsh');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText('Enter a valid email address').waitFor();
    await form.getByText('Password must be at least 8 characters').waitFor();

    await form.getByLabel('Email').fill(uniqueEmail('dana'));
    await form.getByLabel('Password').fill('crab-season-2025');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await page.getByTestId('signed-in-home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The session lives in the cookie, not just in the page: it survives a reload.
    await page.reload();
    await page.getByTestId('signed-in-home').waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    await page.getByRole('link', { name: 'Sign Out' }).click();

    await page.getByTestId('signed-out-landing').waitFor();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });
});
