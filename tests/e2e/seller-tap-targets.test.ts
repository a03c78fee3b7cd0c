import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAs } from './sign-in';

async function heightsOf(controls: Locator): Promise<{ name: string; height: number }[]> {
  return controls.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        height: element.getBoundingClientRect().height,
      })),
  );
}

describe('seller tap targets on a phone', () => {
  const b = useBrowser();

  it('keeps the dock controls on /pickup-check at 56 px and the pickups card controls at 48 px', async () => {
    const context = await b.browser.newContext({ baseURL: b.baseUrl, viewport: { width: 390, height: 844 } });
    await signInAs(context, 'seller@baycatch.test');
    const page = await context.newPage();

    await page.goto('/pickup-check');
    const code = page.getByRole('textbox', { name: 'Pickup code' });
    await code.waitFor();
    expect((await code.boundingBox())?.height).toBeGreaterThanOrEqual(56);
    const form = page.getByRole('form', { name: 'Check a pickup code' });
    for (const button of await heightsOf(form.getByRole('button'))) {
      expect(button.height, button.name).toBeGreaterThanOrEqual(56);
    }

    await page.goto('/dashboard');
    const pickups = page.getByTestId('pickups-card');
    await pickups.getByRole('button', { name: 'Print pick list' }).getByText('Print').waitFor();
    const controls = await heightsOf(pickups.locator('button, a[download], input'));
    expect(controls.length).toBeGreaterThan(2);
    for (const control of controls) {
      expect(control.height, control.name).toBeGreaterThanOrEqual(48);
    }
    await context.close();
  });
});
