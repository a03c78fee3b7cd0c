/**
 * The server renders every page's content into its HTML (docs/decisions/013-server-rendering.md):
 * a phone at the dock sees today's catches before any script has run, and the browser then adopts
 * that HTML without a single hydration complaint.
 */
import type { APIRequestContext, ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '../../src/shared/early-taps';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

interface CatchSummary {
  id: string;
  title: string;
  crabber: { id: string; displayName: string };
}

/** The HTML as a crawler or a phone gets it before any script runs. */
async function htmlOf(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  return { status: res.status(), html: await res.text() };
}

/** The visible text inside #root, tags and the embedded state left out. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

async function todaysCatches(request: APIRequestContext): Promise<CatchSummary[]> {
  const res = await request.get('/api/catches');
  const body = (await res.json()) as CatchSummary[] | { items: CatchSummary[] };
  return Array.isArray(body) ? body : body.items;
}

/** Every console error, warning and uncaught error while a page loads and hydrates. */
async function complaintsWhileLoading(page: Page, path: string): Promise<string[]> {
  const complaints: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // "Failed to load resource" names no resource; its location does.
    const { url } = message.location();
    complaints.push(
      message.text().startsWith('Failed to load resource') ? `${message.text()} ${url}` : message.text(),
    );
  };
  const onError = (error: Error) => complaints.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await page.goto(path, { waitUntil: 'networkidle' });
  // Hydration runs after the page's scripts load; its complaints come within a moment of that.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(300);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return complaints.map((text) => `${path}: ${text}`);
}

describe('server rendering', () => {
  const b = useBrowser({ width: 390, height: 844 });

  it('sends the landing with today’s catches, hero and sections in its HTML, styled, before any script', async () => {
    const { request } = b.page;
    const { status, html } = await htmlOf(request, '/');
    expect(status).toBe(200);
    const text = rootText(html);
    expect(text).toContain('Fresh From the Bay');
    expect(text).toContain("Today's Fresh Catches");
    const catches = await todaysCatches(request);
    expect(catches.length).toBeGreaterThan(0);
    expect(text).toContain(catches[0]!.title);
    // The signed-out navigation is in the HTML itself, and the rules that style it came along.
    expect(text).toContain('Sign In');
    expect(html).toMatch(/<style data-emotion="css[^"]*">/);
    // One inline script only, the early-tap holder the Content-Security-Policy allows by its hash
    // (decision 029); any other would be refused.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
  });

  it('renders the guides, sign-in, seller registration and the 404 screen on the server', async () => {
    const { request } = b.page;
    expect(rootText((await htmlOf(request, '/how-it-works')).html)).toContain('How It Works');
    const faq = (await htmlOf(request, '/faq')).html;
    expect(rootText(faq)).toContain('How do I order seafood?');
    const faqData = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(faq)?.[1] ?? '{}';
    const structured = JSON.parse(faqData) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(structured['@type']).toBe('FAQPage');
    const howToOrder = structured.mainEntity.find((entry) => entry.name === 'How do I order seafood?');
    expect(howToOrder?.acceptedAnswer.text).toMatch(
      /^Sign in \(an account is free\), open the Marketplace and choose a listing\./,
    );
    const signIn = await htmlOf(request, '/sign-in');
    expect(signIn.status).toBe(200);
    expect(rootText(signIn.html)).toMatch(/Sign In/);
    expect(rootText((await htmlOf(request, '/seller-register')).html)).toContain('Become a Seller');
    const missing = await htmlOf(request, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(rootText(missing.html)).toContain('404 Page Not Found');
  });

  it('renders a buyer’s marketplace, catch page and order pass with the buyer’s session', async () => {
    const { request } = b.page;
    await signInAs(request, 'buyer@baycatch.test');
    const catches = await todaysCatches(request);

    const marketplace = rootText((await htmlOf(request, '/marketplace')).html);
    expect(marketplace).toContain(catches[0]!.title);
    // Signed in from the first paint: the buyer's navigation, not the signed-out one.
    expect(marketplace).toContain('My Orders');
    expect(marketplace).toContain('Sign Out');

    const detail = rootText((await htmlOf(request, `/catch/${catches[0]!.id}`)).html);
    expect(detail).toContain(catches[0]!.title);
    expect(detail).toContain('Add to Cart');

    const listing = await dobbinsListing(request);
    await putInCart(request, listing);
    const placed = await request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const { id: orderId } = (await placed.json()) as { id: string };
    const orderPage = await htmlOf(request, `/orders/${orderId}`);
    expect(orderPage.status).toBe(200);
    expect(rootText(orderPage.html)).toContain(listing.title);
    // The QR pass is drawn on the server too.
    expect(orderPage.html).toMatch(/<svg[^>]*>[\s\S]*?<path/);

    const missing = await htmlOf(request, '/catch/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(rootText(missing.html)).toContain('Catch not found');
  });

  it('draws a buyer’s marketplace from the page another buyer left, with only their own header and reads', async () => {
    const { page } = b;
    const robin = await registerBuyer(page.request, 'template-second');
    await putInCart(page.request, await dobbinsListing(page.request));
    const jordan = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(jordan.request, 'buyer@baycatch.test');

    // Jordan's visit leaves the page's template (decision 036); Robin's follows from it. A write
    // in between that does not change the catalog (a session's first use) keeps the template.
    await htmlOf(jordan.request, '/marketplace');
    const res = await page.request.get('/marketplace', { headers: { accept: 'text/html' } });
    const drawn = /page;desc="([^"]+)"/.exec(res.headers()['server-timing'] ?? '')?.[1];
    const robins = { status: res.status(), html: await res.text() };
    await jordan.close();
    expect(drawn).toBe('from template');
    expect(robins.status).toBe(200);
    const text = rootText(robins.html);
    expect(text).toContain('Robin Buyer, account settings');
    expect(text).toContain('listings found');
    expect(text).not.toContain('Jordan');
    expect(robins.html).toContain('aria-label="Open cart, 1 items"');
    const state = robins.html.slice(robins.html.indexOf('id="ssr-state"'));
    expect(state).toContain(robin);
    expect(state).not.toContain('buyer@baycatch.test');

    // The browser adopts it as the page it would have drawn itself.
    expect(await complaintsWhileLoading(page, '/marketplace')).toEqual([]);
    await expect.poll(() => page.getByRole('button', { name: 'Open cart, 1 items' }).count()).toBe(1);
  });

  it('renders the seller’s dashboard shell with the seller’s session', async () => {
    const { request } = b.page;
    await signInAs(request, 'seller@baycatch.test');
    const text = rootText((await htmlOf(request, '/dashboard')).html);
    expect(text).toContain('Seller Dashboard');
    expect(text).toContain('Dobbins Crab Co.');
    expect(text).toContain('Post New Catch');
  });

  it('hydrates every page without a warning, for visitors, buyers, sellers and admins', async () => {
    const { page } = b;
    const complaints: string[] = [];
    const visit = async (paths: string[]) => {
      for (const path of paths) complaints.push(...(await complaintsWhileLoading(page, path)));
    };
    await visit(['/', '/how-it-works', '/faq', '/pickup-locations', '/sign-in', '/seller-register']);

    await signInAs(page.request, 'buyer@baycatch.test');
    const [first] = await todaysCatches(page.request);
    await visit(['/', '/marketplace', `/catch/${first!.id}`, '/orders', '/account', '/alerts']);

    await signInAs(page.request, 'seller@baycatch.test');
    await visit(['/dashboard', '/pickup-check']);

    await signInAs(page.request, 'admin@baycatch.test');
    await visit(['/admin']);

    expect(complaints).toEqual([]);
  });
});
