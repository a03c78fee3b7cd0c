/**
 * Takes phone and desktop screenshots of pages of a running BayCatch, for looking at what a
 * person sees. Usage: tsx scripts/screenshot.ts [--base http://localhost:3000] [--login email] /path ...
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

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
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  const context = await browser.newContext({ viewport, baseURL: base });
  if (login) {
    const res = await context.request.post('/api/auth/login', {
      data: { email: login, password: 'baycatch-demo' },
    });
    if (!res.ok()) throw new Error(`Sign-in as ${login} failed: ${res.status()}`);
  }
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${out}/${label}${path.replaceAll('/', '_') || '_root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
  }
  await context.close();
}
await browser.close();
