import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../helpers/local-smtp';
import { launchBrowser, useBrowser } from './browser';
import { DEMO_PASSWORD, dobbinsListing } from './order-helpers';
import { e2eServer } from './server';
import { fillShellfishTag } from './shellfish-tag-form';
import { signInAs } from './sign-in';

const BUYER = 'buyer@baycatch.test';

/** New-catch e-mails the local SMTP server received for `to`, unfolded and decoded enough to read. */
function newCatchMailsTo(to: string): string[] {
  const dir = e2eServer().mailDir;
  return readdirSync(dir)
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(to))
    .map((mail) =>
      mail.body
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .replace(/\r?\n[ \t]+/g, ' '),
    )
    .filter((body) => body.includes('List-Unsubscribe-Post: List-Unsubscribe=One-Click'));
}

async function waitFor(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('new-catch alerts', () => {
  const b = useBrowser();

  it('a buyer’s alert for crabs near Annapolis fires when Dobbins posts crabs at Deale, not for oysters', async () => {
    const { page } = b;
    await signInAs(page, BUYER);
    const mailsBefore = newCatchMailsTo(BUYER).length;

    // The buyer saves the alert on /alerts, reached from the account page.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Manage alerts' }).click();
    await page.waitForURL('**/alerts');
    await page.getByRole('button', { name: 'Create an alert' }).click();
    const form = page.getByRole('form', { name: 'New alert' });
    await form.getByRole('combobox', { name: 'Species' }).selectOption('Blue Crab');
    await form.getByLabel('Near').fill('Nowhere Special Xyzzy');
    await form.getByRole('button', { name: 'Save alert' }).click();
    await form.getByText("We couldn't find that place.", { exact: false }).waitFor();
    await form.getByLabel('Near').fill('Annapolis');
    await form.getByRole('combobox', { name: 'Distance' }).selectOption('25');
    await form.getByRole('button', { name: 'Save alert' }).click();
    const alerts = page.getByRole('list', { name: 'Your alerts' });
    await alerts.getByText('Blue Crab within 25 miles of Annapolis, MD').waitFor();

    // The seller posts crabs, then oysters, through the dashboard's posting form.
    const browser = await launchBrowser();
    const sellerContext = await browser.newContext({
      baseURL: b.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    const posted: string[] = [];
    const stamp = Date.now();
    const crabTitle = `Alert Jimmies ${stamp}`;
    const oysterTitle = `Alert Oysters ${stamp}`;
    try {
      await signInAs(sellerContext, 'seller@baycatch.test');
      const seller = await sellerContext.newPage();
      await seller.goto('/dashboard');
      const post = seller.getByTestId('post-catch-card');
      const postCatch = async (title: string, species: string) => {
        await post.getByLabel('Title').fill(title);
        await post.getByRole('combobox', { name: 'Species' }).selectOption(species);
        if (species === 'Oysters') {
          await post.getByRole('combobox', { name: 'Harvest area' }).selectOption('137');
          await fillShellfishTag(post);
        }
        await post.getByLabel('Price per unit ($)').fill('85');
        await post.getByLabel('Quantity available').fill('12');
        await post.getByRole('button', { name: 'Post Catch' }).click();
        await seller.getByTestId('seller-listing').filter({ hasText: title }).waitFor();
        const mine = (await (await seller.request.get('/api/crabber/catches')).json()) as {
          id: string;
          title: string;
        }[];
        const id = mine.find((listing) => listing.title === title)?.id;
        expect(id).toBeDefined();
        posted.push(id!);
      };

      await postCatch(crabTitle, 'Blue Crab');
      await waitFor(() => newCatchMailsTo(BUYER).length > mailsBefore, 'the crab e-mail');
      await postCatch(oysterTitle, 'Oysters');
      // Time for an oyster e-mail to arrive if one were (wrongly) sent: dispatch follows the posting at once.
      await new Promise((resolve) => setTimeout(resolve, 2000));

      const mails = newCatchMailsTo(BUYER).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`Dobbins Crab Co. posted ${crabTitle}`);
      expect(mails[0]).toContain(`/catch/${posted[0]}`);
      expect(mails[0]).not.toContain(oysterTitle);
      expect(mails[0]).toMatch(/List-Unsubscribe: <http:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[\w.-]+>/);

      // The buyer's bell shows the catch and opens it.
      await page.reload();
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await bell.click();
      const note = page.getByRole('button', { name: new RegExp(`New Catch.*${crabTitle}`) });
      await note.waitFor();
      expect(await page.getByText(oysterTitle, { exact: false }).count()).toBe(0);
      await note.click();
      await page.waitForURL(`**/catch/${posted[0]}`);
      await page.getByRole('heading', { name: crabTitle }).waitFor();
    } finally {
      // Leave the shared demo world as it was for the other browser tests.
      for (const id of posted) await sellerContext.request.delete(`/api/catches/${id}`);
      await browser.close();
      const overview = (await (await page.request.get('/api/alerts')).json()) as { alerts: { id: string }[] };
      for (const alert of overview.alerts) await page.request.delete(`/api/alerts/${alert.id}`);
      await page.request.post('/api/notifications/read-all');
    }
  });

  it('Sign In to Get Notified signs a visitor in and opens the new-alert form, and the storefront follows', async () => {
    const { page } = b;
    // The landing button's target (shown when no catch is listed).
    await page.goto(`/api/login?returnTo=${encodeURIComponent('/alerts?new=1')}`);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(BUYER);
    await signIn.getByLabel('Password').fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/alerts?new=1');
    await page.getByRole('form', { name: 'New alert' }).getByLabel('Near').waitFor();

    // Follow from the storefront; the seller then shows on /alerts, and Unfollow there undoes it.
    const listing = await dobbinsListing(page.request);
    const { crabberId } = (await (await page.request.get(`/api/catches/${listing.id}`)).json()) as {
      crabberId: string;
    };
    await page.goto(`/sellers/${crabberId}`);
    await page.getByRole('button', { name: 'Follow' }).click();
    await page.getByRole('button', { name: 'Following', pressed: true }).waitFor();
    await page.goto('/alerts');
    const follows = page.getByRole('list', { name: 'Sellers you follow' });
    await follows.getByRole('link', { name: 'Dobbins Crab Co.' }).waitFor();
    await follows.getByRole('button', { name: 'Unfollow Dobbins Crab Co.' }).click();
    await page.getByText('You follow no sellers yet.', { exact: false }).waitFor();
  });
});
