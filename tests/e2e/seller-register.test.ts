import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './browser';

describe('a visitor becomes a seller from /seller-register', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('creates the account and applies in one form, keeping what was typed through a refusal', async () => {
    const { page } = b;
    await page.goto('/');
    await page.getByRole('link', { name: 'Register as Seller' }).first().click();
    await page.waitForURL(/\/seller-register$/);
    await page.getByRole('heading', { name: 'Become a Seller' }).waitFor();
    expect(await page.getByText('Welcome back').count()).toBe(0);

    const form = page.getByRole('form', { name: 'Become a Seller' });
    await form.getByLabel('First name').fill('Della');
    await form.getByLabel('Last name').fill('Skipjack');
    // An address that already has an account: the sign-up is refused, nothing else is lost.
    await form.getByLabel('Email').fill('buyer@baycatch.test');
    await form.getByLabel('Password').fill('tonging-for-oysters-at-dawn');
    await form.getByLabel('Seller type').selectOption('recreational_crabber');
    const displayName = `Della's Pots ${Date.now()}`;
    await form.getByLabel('Display name').fill(displayName);
    const bio = 'Crabbing the Severn on weekends with a dozen pots; every crab culled and iced at the dock.';
    await form.getByLabel('Bio').fill(bio);
    await form.getByLabel('Pickup location address').fill('1 Dock Street, Annapolis, MD 21401');
    await form
      .locator('label')
      .filter({ hasText: /^Sunday$/ })
      .click();
    const licence = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#eeeeee' } })
      .png()
      .toBuffer();
    await form
      .getByTestId('license-file')
      .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: licence });
    await form.getByText('licence.png').waitFor();

    await form.getByRole('button', { name: 'Submit Application' }).click();
    // A taken address is answered like a new one (its owner is mailed); only the missing session tells.
    await form
      .getByText(
        'We could not sign you in with this address. If it already has a BayCatch account, we have e-mailed it',
      )
      .waitFor();
    expect(await form.getByLabel('Display name').inputValue()).toBe(displayName);
    expect(await form.getByLabel('Bio').inputValue()).toBe(bio);
    expect(await form.getByLabel('First name').inputValue()).toBe('Della');

    const email = uniqueEmail('della');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Registration Submitted').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('pending-approval').getByText('Pending Approval').waitFor();

    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me).toMatchObject({ email, firstName: 'Della', lastName: 'Skipjack' });
    expect(me.crabberProfile).toMatchObject({ displayName, verificationStatus: 'pending' });
    expect(me.crabberProfile.licenseImageUrl).toMatch(/^\/api\/uploads\/licenses\//);
  });
});
