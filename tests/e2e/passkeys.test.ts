import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO_PASSWORD } from './order-helpers';

/**
 * Passkeys need a secure context and an origin matching the server's relying party: the test
 * server's public origin is http://localhost:PORT, a host name as a relying party id must be.
 */
describe('passkeys', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('a seller adds a passkey in a virtual authenticator, signs out and signs in with it alone', async () => {
    const { page } = b;
    const site = b.baseUrl;

    // Chromium's virtual authenticator: a phone's platform authenticator with its fingerprint check.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${site}/sign-in?returnTo=/account`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email' }).fill('seller@baycatch.test');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/account$/);

    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('No passkeys yet.').waitFor();
    const name = section.getByRole('textbox', { name: 'Passkey name' });
    // Suggested from this browser: "Chrome on Linux" or the like.
    await expect.poll(() => name.inputValue()).toMatch(/\S+ on \S+/);
    await name.fill('Dock phone');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByText('Passkey added.', { exact: false }).waitFor();
    const row = section.getByTestId('account-passkey').filter({ hasText: 'Dock phone' });
    await row.getByText('Not used yet').waitFor();

    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    await page.goto(`${site}/api/logout`);
    await page.waitForURL(`${site}/`);
    expect((await page.request.get(`${site}/api/auth/user`)).status()).toBe(401);

    // No e-mail, no password: the passkey alone.
    await page.goto(`${site}/sign-in?returnTo=/account`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(/\/account$/);
    await page.getByText('Signed in as seller@baycatch.test').waitFor();
    await page
      .getByRole('region', { name: 'Passkeys' })
      .getByTestId('account-passkey')
      .filter({ hasText: 'Dock phone' })
      .getByText(/Last used/)
      .waitFor();

    // Removed after a confirmation, it no longer signs in.
    await page.getByRole('button', { name: 'Remove Dock phone' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByRole('region', { name: 'Passkeys' }).getByText('Passkey removed.').waitFor();
    await page.goto(`${site}/api/logout`);
    await page.goto(`${site}/sign-in?returnTo=/account`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('That passkey could not sign you in.', { exact: false }).waitFor();
    expect(page.url()).toContain('/sign-in');
  });
});
