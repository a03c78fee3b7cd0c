import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useBrowser } from './browser';
import { signInAs } from './sign-in';

/** Every information page with its h1, tab title and a fact from the spec it must state. */
const pages = [
  { path: '/how-it-works', h1: 'How It Works', title: 'How BayCatch Works', fact: '5% service fee' },
  {
    path: '/sizing-guide',
    h1: 'Seafood Sizing Guide',
    title: 'Seafood Sizing Guide',
    fact: '36 inches and over',
  },
  { path: '/safety-handling', h1: 'Safety & Handling', title: 'Safety & Handling', fact: 'Cook to 145°F' },
  { path: '/pickup-locations', h1: 'Pickup Locations', title: 'Pickup Locations', fact: 'GPS ready' },
  { path: '/start-selling', h1: 'Start Selling on BayCatch', title: 'Start Selling', fact: '0% commission' },
  {
    path: '/verification-process',
    h1: 'Seller Verification Process',
    title: 'Verification Process',
    fact: 'Maximum 5MB per file',
  },
  {
    path: '/payout-information',
    h1: 'Payout Information',
    title: 'Payout Information',
    fact: 'typically in 2-3 business days',
  },
  {
    path: '/best-practices',
    h1: 'Seller Best Practices',
    title: 'Best Practices',
    fact: 'Respond in 2-4 hours',
  },
  { path: '/contact-us', h1: 'Contact Us', title: 'Contact Us', fact: '8 AM - 6 PM EST' },
  { path: '/faq', h1: 'Frequently Asked Questions', title: 'FAQ', fact: 'What does it cost to sell?' },
  {
    path: '/terms-of-service',
    h1: 'Terms of Service',
    title: 'Terms of Service',
    fact: 'Last updated: September 4, 2025',
  },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy',
    fact: 'Last updated: September 4, 2025',
  },
];

const locations = [
  'Annapolis City Dock',
  'Baltimore Inner Harbor',
  'Kent Island Marina',
  'Deale Harbor',
  'St. Michaels Harbor',
  'Rock Hall Marina',
];

async function metaDescription(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
}

describe('the information pages', () => {
  const b = useBrowser();

  it('each has its h1, tab title, its own description and the facts the spec gives', async () => {
    const { page } = b;
    const descriptions = new Set<string>();
    for (const info of pages) {
      await page.goto(info.path);
      await page.getByRole('heading', { level: 1, name: info.h1, exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.title()).toBe(`${info.title} · BayCatch`);
      await page.getByText(info.fact).first().waitFor({ state: 'visible' });
      const description = await metaDescription(page);
      expect(description.length).toBeGreaterThan(80);
      descriptions.add(description);
    }
    expect(descriptions.size).toBe(pages.length);
  });

  it('reads at phone width without sideways scrolling', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const info of pages) {
      await page.goto(info.path);
      await page.getByRole('heading', { level: 1, name: info.h1, exact: true }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, info.path).toBeLessThanOrEqual(0);
    }
  });

  it('lists the six dockside locations with address, hours, phone and directions', async () => {
    const { page } = b;
    await page.goto('/pickup-locations');
    const cards = page.getByTestId('pickup-location');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    for (const [index, name] of locations.entries()) {
      const card = cards.nth(index);
      await card.getByRole('heading', { name, exact: true }).waitFor();
      expect(await card.getByText(/, MD \d{5}$/).count()).toBe(1);
      expect(await card.getByRole('link', { name: /^\(410\) 555-01\d\d$/ }).count()).toBe(1);
      const directions = await card.getByRole('link', { name: /Get directions/ }).getAttribute('href');
      expect(directions).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=3\d\.\d+,-76\.\d+$/,
      );
    }
    await page.getByRole('heading', { name: 'What to bring' }).waitFor();
    await page.getByRole('heading', { name: 'When you arrive' }).waitFor();
  });

  it('shows both ways of paying, each saying when it applies', async () => {
    const { page } = b;
    await page.goto('/payout-information');
    const options = page.getByTestId('payment-option');
    await options.first().waitFor();
    await options.nth(0).getByText('Pay at pickup').waitFor();
    await options.nth(0).getByText('100% of the sale: BayCatch takes 0% commission').waitFor();
    await options.nth(1).getByText('Pay by card').waitFor();
    await options.nth(1).getByText('5% service fee', { exact: true }).waitFor();
    await page.getByText('$89.25').waitFor();
  });

  it('FAQ opens one answer at a time, and the open one collapses again', async () => {
    const { page } = b;
    await page.goto('/faq');
    const customers = page.getByTestId('faq-customers');
    const howToPay = customers.getByRole('button', { name: 'How do I pay?' });
    const fee = customers.getByRole('button', { name: 'Why is there a service fee on card orders?' });
    await howToPay.waitFor();
    expect(await howToPay.getAttribute('aria-expanded')).toBe('false');

    await howToPay.click();
    await customers.getByText('Nothing is charged online.', { exact: false }).waitFor({ state: 'visible' });
    expect(await howToPay.getAttribute('aria-expanded')).toBe('true');

    await fee.click();
    await customers.getByText(/covers that and keeps BayCatch running/).waitFor({ state: 'visible' });
    expect(await fee.getAttribute('aria-expanded')).toBe('true');
    expect(await howToPay.getAttribute('aria-expanded')).toBe('false');
    await customers.getByText('Nothing is charged online.', { exact: false }).waitFor({ state: 'hidden' });

    await fee.click();
    expect(await fee.getAttribute('aria-expanded')).toBe('false');
    await customers.getByText(/covers that and keeps BayCatch running/).waitFor({ state: 'hidden' });

    // Groups are separate accordions, and the page links to support.
    await page
      .getByTestId('faq-sellers')
      .getByRole('button', { name: 'What does it cost to sell?' })
      .waitFor();
    await page.getByTestId('faq-general').getByRole('button', { name: 'When is crab season?' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).last().click();
    await page.waitForURL(/\/contact-us$/);
  });

  it('Safety & Handling lets several sections stay open at once', async () => {
    const { page } = b;
    await page.goto('/safety-handling');
    const liveCrabs = page.getByRole('button', { name: 'Live blue crabs' });
    const fish = page.getByRole('button', { name: 'Rockfish, perch and other fish' });
    await liveCrabs.waitFor();
    expect(await liveCrabs.getAttribute('aria-expanded')).toBe('true');
    await fish.click();
    expect(await fish.getAttribute('aria-expanded')).toBe('true');
    expect(await liveCrabs.getAttribute('aria-expanded')).toBe('true');
  });

  it('the landing seller call to action leads to Start Selling, which leads on to verification', async () => {
    const { page } = b;
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL(/\/start-selling$/);
    await page.getByRole('heading', { level: 1, name: 'Start Selling on BayCatch' }).waitFor();
    await page.getByRole('link', { name: 'How Verification Works' }).click();
    await page.waitForURL(/\/verification-process$/);
    await page.getByRole('heading', { level: 1, name: 'Seller Verification Process' }).waitFor();
  });
});

describe('the contact form', () => {
  const b = useBrowser();

  it('names every problem the server found, then sends, confirms and clears', async () => {
    const { page } = b;
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please tell us who you are',
      'Please choose a subject',
      'Message must be at least 10 characters',
    ]) {
      await form.getByText(message).waitFor();
    }

    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Marsh');
    await form.getByLabel('Email').fill('dana-at-example');
    await form.getByLabel('Phone').fill('call me');
    await form.getByLabel('I am a').selectOption('customer');
    await form.getByLabel('Subject').selectOption('order-issue');
    await form.getByLabel('Message').fill('My dozen #1 males were not ready at Deale Harbor at 2 PM.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Enter a valid email address').waitFor();
    await form.getByText('Enter a valid phone number or leave it empty').waitFor();
    expect(await form.getByText('First name is required').count()).toBe(0);
    expect(await page.getByText('Message Sent').count()).toBe(0);

    await form.getByLabel('Email').fill(uniqueEmail('dana'));
    await form.getByLabel('Phone').fill('(410) 555-0123');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('toast').getByText('Message Sent').waitFor();
    await page
      .getByText('Our support team will reply by e-mail within 24 hours.', { exact: false })
      .waitFor();
    expect(await form.getByLabel('First name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect(await form.getByLabel('Subject').inputValue()).toBe('');
    expect(await form.getByText('Enter a valid email address').count()).toBe(0);
  });

  it('fills in the name and e-mail of a signed-in visitor', async () => {
    const { page } = b;
    await signInAs(page, 'buyer@baycatch.test');
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect.poll(() => form.getByLabel('Email').inputValue()).toBe('buyer@baycatch.test');
    expect(await form.getByLabel('First name').inputValue()).toBe('Jordan');
  });
});
