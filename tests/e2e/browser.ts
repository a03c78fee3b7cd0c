import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { keptContext, releaseAll } from './kept-contexts';
import { e2eServer } from './server';

let connection: Promise<Browser> | undefined;

/**
 * The run's one Chromium (global-setup.ts), as a connection of this file's own: launching one per
 * file cost a second or more each time. Its contexts are kept ones (kept-contexts.ts) unless the
 * file asks for fresh ones, and every page they open waits, after each navigation, until the
 * server-rendered page is live (waitsForHydration below). Closing it takes back the contexts it
 * handed out; the worker's one connection underneath stays open for the next file.
 */
export async function launchBrowser({ freshContexts = false }: BrowserOptions = {}): Promise<Browser> {
  connection ??= chromium.connect(inject('browserWsEndpoint'));
  const browser = await connection;
  const owner = {};
  const fresh: BrowserContext[] = [];
  const newContext = async (options: BrowserContextOptions = {}) => {
    if (!freshContexts) return keptContext(browser, options, waitsForHydration, owner);
    const context = await browser.newContext(options);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitsForHydration(await newPage());
    fresh.push(context);
    return context;
  };
  const close = async () => {
    await releaseAll(owner);
    await Promise.all(fresh.splice(0).map((context) => context.close()));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'close') return close;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface BrowserOptions {
  /**
   * A new context for every call, cold as a first visit, instead of a kept one: for files about a
   * first visit's loading or the service worker.
   */
  freshContexts?: boolean;
}

/** One connection to the browser per test file, and a context and page per test (kept ones unless asked otherwise). */
export function useBrowser(viewport = { width: 1280, height: 900 }, options: BrowserOptions = {}) {
  const state = {} as {
    browser: Browser;
    context: BrowserContext;
    page: Page;
    baseUrl: string;
    pageErrors: string[];
  };
  beforeAll(async () => {
    state.baseUrl = e2eServer().baseUrl;
    state.browser = await launchBrowser(options);
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
 * Pages arrive server-rendered: their fields and buttons show before React has adopted them, and
 * what is typed or pressed meanwhile is lost. React adopts a page in slices, each part of the
 * screen when its turn comes; an element it has adopted carries React's own props key. After each
 * navigation this waits until every control of the page has one (Leaflet's own map controls
 * aside); a page without the app's root (the API reference) is live at once, and any other goes
 * on after 15 s.
 */
export function waitsForHydration(page: Page): Page {
  const live = () =>
    page
      .waitForFunction(
        () => {
          const root = document.getElementById('root');
          // Not the app's page (the API reference): nothing of React's to wait for.
          if (!root) return true;
          if (!root.firstElementChild) return false;
          const controls = root.querySelectorAll('a[href], button, input, select, textarea, [role="tab"]');
          return Array.from(controls).every(
            (control) =>
              control.closest('.leaflet-container') !== null ||
              Object.keys(control).some((key) => key.startsWith('__reactProps$')),
          );
        },
        undefined,
        { timeout: 15_000, polling: 50 },
      )
      .then(
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
