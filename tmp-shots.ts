import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const ctx = await browser.newContext({ baseURL: 'http://localhost:3217' });
await ctx.request.post('/api/auth/login', { data: { email: 'buyer@baycatch.test', password: 'baycatch-demo' } });
for (const width of [390, 1366]) {
  const page = await ctx.newPage();
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
  await page.goto('/marketplace?species=crabs&sort=price-low');
  await page.getByTestId('listing-count').waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/browsing-shots/market-${width}-closed.png` });
  if (width < 800) {
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/browsing-shots/market-${width}-open.png` });
    await page.keyboard.press('Escape');
  }
  await page.goto('/marketplace?view=map');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/browsing-shots/map-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
