/**
 * Every page runs under the Content-Security-Policy without a single violation: no eval (zod's
 * compiled parsers are off on the client), no inline script, nothing from another origin.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAs } from './sign-in';

const PAGES = [
  '/',
  '/marketplace',
  '/sign-in',
  '/sign-up',
  '/contact-us',
  '/seller-register',
  '/orders',
  '/dashboard',
];

describe('Content-Security-Policy', () => {
  const b = useBrowser(undefined, { freshContexts: true });

  it('is never violated, on public pages and on the forms a seller uses', async () => {
    const { page, context } = b;
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await signInAs(page, 'seller@baycatch.test');
    for (const path of PAGES) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      // Forms build their schemas as their chunks load; give them that moment.
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect({ path, violations }).toEqual({ path, violations: [] });
    }
  });
});
