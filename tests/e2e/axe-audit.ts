/**
 * axe-core over a screen at a phone and a desktop width: no violation of WCAG 2.2 AA. axe is
 * evaluated through the browser protocol, which the page's CSP does not govern. The audits are
 * split over three files (accessibility-*.test.ts) so the two browser workers share them.
 */
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { DEMO_PASSWORD } from './order-helpers';
import { e2eServer } from './server';
import { signInAs } from './sign-in';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [390, 1366];

let browser: Browser;
let baseUrl: string;
/** Connects the calling test file to the browser and its worker's server. */
export function useAudits() {
  beforeAll(async () => {
    baseUrl = e2eServer().baseUrl;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      return browser;
    },
    get baseUrl() {
      return baseUrl;
    },
  };
}

/** Loaded and drawn: no request in flight and no loading placeholder left. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], [role="status"].chakra-spinner')
    .first()
    .waitFor({ state: 'detached' });
  // Mid-animation colours are blends, which axe would measure as poor contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * A path to open, or a named state a set-up brings the page to (a drawer open, say) with the part
 * to audit: the page under a modal is hidden from assistive technology and audited on its own.
 */
export type Screen = string | { name: string; open: (page: Page) => Promise<void>; within: string };

/** Opens `screen` on `page`: a path is loaded, a named state brought about. */
async function open(page: Page, screen: Screen) {
  if (typeof screen === 'string') await page.goto(screen);
  else await screen.open(page);
}

/** axe over the screen as the page shows it now, once it has settled. */
async function violationsOn(page: Page, screen: Screen): Promise<string[]> {
  const name = typeof screen === 'string' ? screen : screen.name;
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const within = typeof screen === 'string' ? 'html' : screen.within;
  const result = await page.evaluate(
    ([tags, selector]) =>
      (window as unknown as { axe: typeof axe }).axe.run(selector, {
        runOnly: { type: 'tag', values: tags },
      }),
    [WCAG_AA, within] as const,
  );
  return result.violations.map(
    (violation) =>
      `${name} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Every screen at both widths, signed in as `email` (or not). */
export async function audit(email: string | null, screens: Screen[], password = DEMO_PASSWORD) {
  const found: string[] = [];
  // One browser and one sign-in for both widths: a two-factor code works once, so a second
  // sign-in within the same 30 seconds would wait for the next one.
  const context = await browser.newContext({ baseURL: baseUrl });
  if (email) await signInAs(context.request, email, { password });
  const page = await context.newPage();
  for (const screen of screens) {
    for (const [index, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 900 });
      // A page is loaded once and audited at each width, as a person turning a tablet sees it: its
      // layout follows the width (CSS and the app's breakpoints alike). A named state is brought
      // about again at each width, since a phone's drawer, say, is not a desktop's.
      if (index === 0 || typeof screen !== 'string') await open(page, screen);
      found.push(...(await violationsOn(page, screen)).map((line) => `${width}px ${line}`));
    }
  }
  await context.close();
  return found;
}
