import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const path = process.argv[2] ?? '/marketplace';
for (const width of (process.argv[3] ?? '320,412,1366').split(',').map(Number)) {
  const ctx = await browser.newContext({ baseURL: 'http://localhost:3217', viewport: { width, height: 900 }, isMobile: width < 800, hasTouch: width < 800, deviceScaleFactor: 2 });
  await ctx.request.post('/api/auth/login', { data: { email: 'buyer@baycatch.test', password: 'baycatch-demo' } });
  await ctx.addInitScript(() => {
    (window as any).__cls = 0; (window as any).__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        if (e.hadRecentInput) continue;
        (window as any).__cls += e.value;
        (window as any).__shifts.push({ v: e.value.toFixed(4), src: e.sources?.map((s: any) => (s.node?.nodeName ?? '') + '.' + (s.node?.className?.toString?.().slice(0, 40) ?? '') + ' ' + (s.node?.textContent ?? '').slice(0, 40)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 90000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await page.waitForTimeout(9000);
  if (process.env.SANITY) await page.evaluate(() => { const d = document.createElement('div'); d.style.height = '200px'; document.querySelector('main')?.prepend(d); });
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => ({ cls: (window as any).__cls, shifts: (window as any).__shifts }));
  console.log(width, r.cls.toFixed(4), JSON.stringify(r.shifts).slice(0, 600));
  await ctx.close();
}
await browser.close();
