/**
 * Takes phone and desktop screenshots of pages of a running BayCatch, for looking at what a
 * person sees. Usage: tsx scripts/screenshot.ts [--base http://localhost:3000] [--login email] /path ...
 * A demo account signs in with the demo password, and the demo admin finishes with its code.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { totpCode } from '../src/server/features/two-factor/totp';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../src/server/seed/seed-data';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('--base') ?? 'http://localhost:3000';
const login = option('--login');
const out = option('--out') ?? 'tmp/screenshots';
const paths = args.length > 0 ? args : ['/'];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
// One browser and one sign-in for both widths: a demo admin's two-factor code works only once.
const context = await browser.newContext({ baseURL: base });
if (login) {
  const res = await context.request.post('/api/auth/login', {
    data: { email: login, password: DEMO_PASSWORD },
  });
  if (!res.ok()) throw new Error(`Sign-in as ${login} failed: ${res.status()}`);
  if (((await res.json()) as { twoFactorRequired?: boolean }).twoFactorRequired) {
    const code = totpCode(DEMO_ADMIN_TOTP_SECRET, new Date());
    const done = await context.request.post('/api/auth/login/two-factor', { data: { code } });
    if (!done.ok()) throw new Error(`The two-factor step for ${login} failed: ${done.status()}`);
  }
}
const page = await context.newPage();
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  await page.setViewportSize(viewport);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${out}/${label}${path.replaceAll('/', '_') || '_root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
  }
}
await context.close();
await browser.close();
