/**
 * The buyer's order page at the dock: when and where first, with directions and a calendar file,
 * the code from confirmation; "I'm here" on the pickup day reaching the seller; a message written
 * without signal waiting on the phone and sent when the signal returns.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { networkMessages } from '../../src/shared/messages/network';
import { orderMessages } from '../../src/shared/messages/order';
import { orderMessageTexts } from '../../src/shared/messages/order-message';
import { BAY_TIME_ZONE } from '../../src/shared/pickup-schedule';
import { localDateOf } from '../../src/shared/pickup-slots';
import { uniqueEmail, useBrowser } from './browser';
import { BUYER_PASSWORD, dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const DAY_MS = 86_400_000;

async function cashOrder(page: Page): Promise<string> {
  const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { id: string }).id;
}

const top = async (page: Page, testId: string) => (await page.getByTestId(testId).first().boundingBox())!.y;

/** The docks' weekday and the time an hour or so from now, or null this late in the dock's day. */
function pickupLaterToday(now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BAY_TIME_ZONE,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const startHour = Number(part('hour')) + 1;
  if (startHour > 22) return null;
  const hh = (hour: number) => String(hour).padStart(2, '0');
  return {
    day: part('weekday'),
    date: localDateOf(now),
    window: {
      start: `${part('weekday')} ${hh(startHour)}:00`,
      end: `${part('weekday')} ${hh(startHour + 1)}:00`,
    },
  };
}

describe("the buyer's order page at the dock", () => {
  const b = useBrowser({ width: 390, height: 844 }, { freshContexts: true });

  it('leads with when and where: directions, a calendar file and the code, the items and Cancel below', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'pickup-card');
    await putInCart(page.request, await dobbinsListing(page.request));
    const orderId = await cashOrder(page);
    await page.goto(`/orders/${orderId}`);

    const card = page.getByTestId('pickup-card');
    await card.getByTestId('pickup-pickup-time').waitFor();
    expect(await card.getByTestId('pickup-pickup-location').textContent()).toContain('Deale');
    const directions = card.getByRole('link', { name: orderMessages.directions });
    expect(await directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    // The code from the moment the order is confirmed; the QR once it is ready.
    expect(await page.getByTestId('pickup-code').textContent()).toMatch(
      /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
    );
    expect(await page.getByTestId('pickup-qr').count()).toBe(0);
    expect(await top(page, 'pickup-card')).toBeLessThan(await top(page, 'pickup-pass'));
    expect(await top(page, 'pickup-pass')).toBeLessThan(await top(page, 'pickup-seller'));
    const cancel = page.getByRole('button', { name: 'Cancel Order' });
    expect((await cancel.boundingBox())!.y).toBeGreaterThan(await top(page, 'pickup-seller'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: orderMessages.addToCalendar }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`baycatch-pickup-${orderId.slice(-8).toUpperCase()}.ics`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('TZID:America/New_York');
    expect(ics).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T\d{6}/);
  });

  it.skipIf(pickupLaterToday() === null)(
    "I'm here on the pickup day tells the seller, who sees Arrived",
    async () => {
      const { page } = b;
      const pickup = pickupLaterToday()!;
      // A seller of our own whose pickup is later today and takes orders until it starts.
      const sellerEmail = uniqueEmail('dock-seller');
      const seller = await b.browser.newContext({
        baseURL: b.baseUrl,
        viewport: { width: 390, height: 844 },
      });
      expect(
        (
          await seller.request.post('/api/auth/register', {
            data: { email: sellerEmail, password: BUYER_PASSWORD, firstName: 'Dale', lastName: 'Dock' },
          })
        ).status(),
      ).toBe(201);
      const applied = await seller.request.post('/api/sellers/register', {
        data: {
          sellerType: 'commercial',
          displayName: `Dale's Crabs ${Date.now()}`,
          bio: 'Trotlines out of Rock Hall; every bushel graded at the dock before sunrise.',
          pickupLocationAddress: '5757 Main Street, Rock Hall, MD 21661',
          availability: { [pickup.day]: { enabled: true, startTime: '00:00', endTime: '23:59' } },
          licenseImageUrl: '',
        },
      });
      expect(applied.status(), await applied.text()).toBe(201);
      const profileId = ((await applied.json()) as { id: string }).id;
      const admin = await b.browser.newContext({ baseURL: b.baseUrl });
      await signInAs(admin.request, 'admin@baycatch.test');
      const applications = (await (await admin.request.get('/api/admin/applications')).json()) as {
        id: string;
        email: string;
      }[];
      const application = applications.find((candidate) => candidate.email === sellerEmail)!;
      expect((await admin.request.post(`/api/admin/applications/${application.id}/approve`)).status()).toBe(
        200,
      );
      await admin.close();
      expect(
        (await seller.request.patch(`/api/sellers/${profileId}`, { data: { orderCutoffHours: 0 } })).status(),
      ).toBe(200);
      const posted = await seller.request.post('/api/catches', {
        data: {
          title: `Number one jimmies ${Date.now()}`,
          description: 'Heavy males, graded by hand.',
          species: 'Blue Crab',
          prep: 'live',
          sizeMix: '#1',
          unitType: 'dozen',
          unitPrice: '60.00',
          qtyAvailable: 5,
          harvestDate: new Date().toISOString(),
          expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
          pickupWindows: [pickup.window],
          photos: ['/images/catches/blue-crab-live.svg'],
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const listing = (await posted.json()) as { id: string };

      await registerBuyer(page.request, 'dock-buyer');
      const added = await page.request.post('/api/cart', {
        data: { catchId: listing.id, qty: 1, selectedPickupWindow: pickup.window, pickupDate: pickup.date },
      });
      expect(added.status(), await added.text()).toBe(201);
      const orderId = await cashOrder(page);
      await page.goto(`/orders/${orderId}`);
      await page.getByRole('button', { name: orderMessages.imHere }).click();
      await page.getByTestId('arrived-sent').waitFor();
      await page.getByTestId('buyer-arrived').waitFor();

      const sellerPage = await seller.newPage();
      await sellerPage.goto(`/orders/${orderId}`);
      await sellerPage
        .getByTestId('pickup-card')
        .getByTestId('buyer-arrived')
        .getByText(/^Arrived at /)
        .waitFor();
      const news = (await (await seller.request.get('/api/notifications')).json()) as {
        items: { type: string; title: string }[];
      };
      expect(news.items.filter((item) => item.type === 'buyer_arrived').map((item) => item.title)).toEqual([
        'Buyer Arrived',
      ]);
      await seller.close();
    },
  );

  it('keeps a message written without signal as waiting, and sends it when the signal returns', async () => {
    const { page, context } = b;
    await registerBuyer(page.request, 'offline-message');
    await putInCart(page.request, await dobbinsListing(page.request));
    const orderId = await cashOrder(page);
    await page.goto(`/orders/${orderId}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByText('No messages yet. Write to the seller').waitFor();
    // As on a phone that has opened BayCatch before: the app's code is kept for offline use.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await messages.getByLabel('Message to the seller').fill('Running 10 minutes late, sorry!');
    await messages.getByRole('button', { name: 'Send' }).click();
    const waiting = messages.getByTestId('queued-message');
    await waiting.filter({ hasText: orderMessageTexts.waitingForSignal }).waitFor();
    expect(await messages.getByLabel('Message to the seller').inputValue()).toBe('');
    expect(await page.getByText('Failed to fetch').count()).toBe(0);

    await context.setOffline(false);
    // Sent on the browser's `online` event (or the 20 s retry, should that one find no signal yet).
    await messages
      .getByTestId('order-message')
      .filter({ hasText: 'Running 10 minutes late, sorry!' })
      .waitFor({ timeout: 45_000 });
    await waiting.waitFor({ state: 'detached' });
    const thread = (await (await page.request.get(`/api/orders/${orderId}/messages`)).json()) as {
      messages: { body: string }[];
    };
    expect(thread.messages.map((message) => message.body)).toEqual(['Running 10 minutes late, sorry!']);
  });

  it('keeps the last marketplace results on screen with Retry when a search gets no answer', async () => {
    const { page, context } = b;
    await registerBuyer(page.request, 'kept-results');
    await page.goto('/marketplace');
    const cards = page.getByTestId('catch-card');
    await cards.first().waitFor();
    const shown = await cards.count();
    const count = await page.getByTestId('listing-count').textContent();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await context.setOffline(true);
    await page.getByRole('searchbox', { name: 'Search catches' }).fill('oysters');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const notice = page.getByTestId('results-notice');
    await notice.getByText(networkMessages.keptOffline).waitFor();
    await notice.getByRole('button', { name: networkMessages.retry }).waitFor();
    expect(await cards.count()).toBe(shown);
    expect(await page.getByTestId('listing-count').textContent()).toBe(count);
    expect(await page.getByText('Failed to fetch').count()).toBe(0);

    await context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
  });
});
