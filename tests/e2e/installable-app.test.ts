/**
 * The installable app (docs/product/offline.md): a valid manifest with icons of the sizes it names,
 * no installability errors in Chromium, the worker and manifest revalidated on every load, and a
 * new version announced with "Update available - Reload" and taken on only when asked.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the installable app', () => {
  const b = useBrowser({ width: 390, height: 844 }, { freshContexts: true });

  it('serves a valid manifest whose icons exist in the sizes it names', async () => {
    const res = await b.page.request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'BayCatch',
      short_name: 'BayCatch',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b3954',
      background_color: '#ffffff',
    });
    const purposes = new Set(manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes}`));
    for (const needed of ['any 192x192', 'any 512x512', 'maskable 512x512'])
      expect(purposes).toContain(needed);
    for (const icon of manifest.icons) {
      const file = await b.page.request.get(icon.src);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe(icon.type);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height });
    }
    const worker = await b.page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const csp = worker.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('has no installability errors in Chromium, and the page names its manifest, icon and theme colour', async () => {
    // Chromium never installs from an off-the-record context, which is what a test context is.
    const profile = mkdtempSync(join(tmpdir(), 'baycatch-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      baseURL: b.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
        '/icons/apple-touch-icon.png',
      );
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b3954');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('keeps the server’s own answers: unknown paths stay 404 and /api is never the app shell', async () => {
    const { page } = b;
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    const docs = await page.goto('/api/docs');
    expect(docs?.status()).toBe(200);
    expect(await page.locator('#root').count()).toBe(0);
  });
});

describe('the install offer', () => {
  const b = useBrowser(undefined, { freshContexts: true });
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

  it('tells iPhone visitors how to add it to the home screen until dismissed, and never shows on a desktop', async () => {
    const phone = await b.browser.newContext({
      baseURL: b.baseUrl,
      userAgent: iPhone,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await phone.newPage();
    await page.goto('/');
    const offer = page.getByTestId('install-offer');
    await offer.getByText('Tap Share, then Add to Home Screen').waitFor();
    await offer.getByRole('button', { name: 'Dismiss' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('html[data-pwa="started"]').waitFor({ state: 'attached' });
    expect(await offer.count()).toBe(0);
    await phone.close();

    await b.page.goto('/');
    await b.page.locator('html[data-pwa="started"]').waitFor({ state: 'attached' });
    expect(await b.page.getByTestId('install-offer').count()).toBe(0);
  });
});

describe('a new version', () => {
  const b = useBrowser({ width: 390, height: 844 }, { freshContexts: true });
  let dist: string;
  let server: ChildProcess;
  let baseUrl: string;

  beforeAll(async () => {
    // A server of our own over a copy of the build, so the test can publish a changed worker.
    dist = mkdtempSync(join(tmpdir(), 'baycatch-update-'));
    cpSync('dist/client', join(dist, 'client'), { recursive: true });
    rmSync(join(dist, 'client/sw.js.br'), { force: true });
    rmSync(join(dist, 'client/sw.js.gz'), { force: true });
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATABASE_PATH: join(dist, 'db.sqlite'),
        UPLOAD_DIR: join(dist, 'uploads'),
        CLIENT_DIST: join(dist, 'client'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 45_000;
    for (;;) {
      const up = await fetch(`${baseUrl}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('The update test server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('says "Update available - Reload" when a new worker waits, and moves onto it only when asked', async () => {
    const { page } = b;
    await page.goto(baseUrl);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBe(`${baseUrl}/sw.js`);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);

    appendFileSync(join(dist, 'client/sw.js'), '\n// the next version\n');
    await page.reload();
    const prompt = page.getByRole('button', { name: 'Update available - Reload' });
    await prompt.waitFor({ timeout: 15_000 });
    // Until asked, the old worker keeps the page: no mix of versions.
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null)),
    ).toBe(true);
    await page.evaluate(() => {
      (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent('load'), prompt.click()]);
    expect(
      await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate),
    ).toBeUndefined();
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => ({
            waiting: r?.waiting ?? null,
            controlled: navigator.serviceWorker.controller !== null,
          })),
        ),
      )
      .toEqual({ waiting: null, controlled: true });
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
  });
});
