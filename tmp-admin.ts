import { chromium } from 'playwright-core';
import { totpCode } from './src/server/features/two-factor/totp';
import { DEMO_ADMIN_TOTP_SECRET } from './src/server/seed/seed-data';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const ctx = await browser.newContext({ baseURL: 'http://localhost:3217' });
await ctx.request.post('/api/auth/login', { data: { email: 'admin@baycatch.test', password: 'baycatch-demo' } });
const r = await ctx.request.post('/api/auth/login/two-factor', { data: { code: totpCode(DEMO_ADMIN_TOTP_SECRET, new Date()) } });
console.log('2fa', r.status());
const tab = process.argv[2] ?? '';
for (const width of [390, 1366]) {
  const page = await ctx.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/admin');
  await page.getByRole('tab').first().waitFor();
  if (tab) await page.getByRole('tab', { name: tab }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/browsing-shots/admin-${tab || 'apps'}-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
