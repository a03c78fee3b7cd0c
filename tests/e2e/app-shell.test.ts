import { describe, expect, it } from 'vitest';
import { authMessages } from '../../src/shared/messages/auth';
import { useBrowser } from './browser';
import { signInAs } from './sign-in';

const DEMO_PASSWORD = 'baycatch-demo';

describe('the app shell', () => {
  const b = useBrowser();

  const signIn = (email: string) => signInAs(b.page, email, { password: DEMO_PASSWORD });

  it('sends a signed-out visitor of a signed-in-only page straight to sign in, told why, and back', async () => {
    const { page } = b;
    const seen: string[] = [];
    page.on('response', (res) => seen.push(`${res.status()} ${new URL(res.url()).pathname}`));
    await page.goto('/dashboard?tab=pickups');
    await page.waitForURL(/\/sign-in\?returnTo=%2Fdashboard%3Ftab%3Dpickups&why=signed-in-only/);
    // The server sent it: no screen, spinner or 'Unauthorized' came first.
    expect(seen[0]).toBe('302 /dashboard');
    await page.getByText(authMessages.signInToContinue).waitFor();
    expect(await page.getByText(authMessages.loggedOutTitle, { exact: true }).count()).toBe(0);

    // Inside the app (a link on a public page), the screen sends them the same way.
    await page.goto('/how-it-works');
    await page.getByRole('link', { name: 'Browse the Marketplace' }).click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Fmarketplace&why=signed-in-only/);
    await page.getByText(authMessages.signInToContinue).waitFor();
    expect(await page.getByText(authMessages.loggedOutTitle, { exact: true }).count()).toBe(0);

    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('buyer@baycatch.test');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/marketplace$/);
  });

  it('offers a skip-to-content link as the first stop of the keyboard', async () => {
    const { page } = b;
    await page.goto('/how-it-works');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height >= 24, 'visible once focused').toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
  });

  it('explains the admin page to signed-out visitors and to non-admins', async () => {
    const { page } = b;
    await page.goto('/admin');
    await page.getByText('Please log in to access the admin panel.').waitFor();
    await signIn('buyer@baycatch.test');
    await page.goto('/admin');
    await page.getByText('Access denied. You need admin privileges to view this page.').waitFor();
  });

  it('shows the not-found screen for unknown paths', async () => {
    const { page } = b;
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('shows the links each role may use, and every dropdown link leads somewhere real', async () => {
    const { page } = b;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Marketplace' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Home' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);

    await signIn('seller@baycatch.test');
    await page.goto('/');
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open cart' }).waitFor();

    await page.getByRole('button', { name: 'For Sellers' }).click();
    await page.getByRole('menuitem', { name: 'Register as Seller' }).click();
    await page.waitForURL(/\/seller-register$/);

    await signIn('admin@baycatch.test');
    await page.goto('/');
    await nav.getByRole('link', { name: 'Admin' }).waitFor();
  });

  it('opens the empty cart drawer from the cart button', async () => {
    const { page } = b;
    await signIn('buyer@baycatch.test');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open cart' }).click();
    await page.getByRole('dialog').getByText('Your Cart', { exact: true }).waitFor();
    await page.getByText('Your cart is empty').waitFor();
    await page.getByText('Add some fresh catches to get started').waitFor();
  });

  it('greets a signed-in visitor in the phone menu', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('buyer@baycatch.test');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Welcome back!').waitFor();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.getByRole('link', { name: 'Home' }).waitFor();
    await mobileNav.getByRole('link', { name: 'FAQ' }).waitFor();
    await mobileNav.getByRole('link', { name: 'Sign Out' }).waitFor();
  });
});
