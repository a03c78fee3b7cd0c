import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** One browser per test file and a fresh context (cookies, storage) per test. */
export function useBrowser(viewport = { width: 1280, height: 900 }) {
  const state = {} as {
    browser: Browser;
    context: BrowserContext;
    page: Page;
    baseUrl: string;
    pageErrors: string[];
  };
  beforeAll(async () => {
    state.baseUrl = inject('baseUrl');
    state.browser = await launchBrowser();
    // Every page of every context a test opens waits for hydration after navigating.
    const newContext = state.browser.newContext.bind(state.browser);
    state.browser.newContext = async (...args) => {
      const context = await newContext(...args);
      context.on('page', waitsForHydration);
      return context;
    };
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    state.context = await state.browser.newContext({ baseURL: state.baseUrl, viewport });
    state.page = await state.context.newPage();
    state.pageErrors = [];
    state.page.on('pageerror', (error) => state.pageErrors.push(error.message));
  });
  afterEach(async () => {
    await state.context?.close();
    if (state.pageErrors.length > 0) throw new Error(`The page threw: ${state.pageErrors.join('\n')}`);
  });
  return state;
}

/**
 * Pages arrive server-rendered: their fields show before React has adopted them, and what is typed
 * meanwhile is lost. After each navigation this waits until the app marks the page live
 * (src/client/components/hydrated-mark.tsx); a navigation to something that is not an app page goes on at once.
 */
export function waitsForHydration(page: Page): Page {
  const live = () =>
    page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 }).then(
      () => undefined,
      () => undefined,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  // The app's own full-page moves (sign-out, onboarding return) are awaited with waitForURL.
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await live();
  };
  return page;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
