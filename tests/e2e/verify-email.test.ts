import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './browser';
import { linkMailedTo } from './mail';

const PASSWORD = 'oyster-skiff-at-low-tide';

describe('a new account confirms its e-mail address', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('sees the banner, asks for the link again, opens it and the banner is gone', async () => {
    const { page } = b;
    const email = uniqueEmail('unconfirmed');
    const signUp = await page.request.post('/api/auth/register', {
      data: { email, password: PASSWORD, firstName: 'Marsh', lastName: 'Hen' },
    });
    expect(signUp.status()).toBe(201);

    await page.goto('/marketplace');
    const banner = page.getByTestId('verify-email-banner');
    await banner.getByText('Please confirm your e-mail address').waitFor();
    await banner.getByRole('button', { name: 'Resend link' }).click();
    await banner.getByText(`We sent a confirmation link to ${email}.`).waitFor();

    const link = new URL(await linkMailedTo(email, '/verify-email'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await page.getByRole('link', { name: "Browse today's catch" }).click();
    await page.waitForURL(/\/marketplace/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner.count()).toBe(0);

    // The link was single-use.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('This confirmation link is invalid or has expired.').waitFor();
  });

  it('moves to a new address from Account Settings once the new address is confirmed', async () => {
    const { page } = b;
    const email = uniqueEmail('mover');
    const newEmail = uniqueEmail('moved');
    await page.request.post('/api/auth/register', {
      data: { email, password: PASSWORD, firstName: 'Tide', lastName: 'Walker' },
    });

    await page.goto('/account');
    const section = page.getByRole('form', { name: 'Change e-mail' });
    await section.getByLabel('New e-mail').fill(newEmail);
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByText(`We sent a confirmation link to ${newEmail}.`).waitFor();
    await page.getByText(email, { exact: true }).waitFor();

    const link = new URL(await linkMailedTo(newEmail, '/verify-email'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    await page.goto('/account');
    await page.getByText(newEmail, { exact: true }).waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();
  });
});
