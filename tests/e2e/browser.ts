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

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
