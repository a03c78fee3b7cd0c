/**
 * The throttled phone of the first-paint and first-tap measurements (Lighthouse's own mobile
 * figures, applied for real through Chromium's DevTools protocol): the benches and the first-tap
 * journey use this one.
 */
import type { Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844, rttMs: 150, downMbps: 1.6, upKbps: 750, cpuSlowdown: 4 };

/** Slows the page's network and CPU to the phone's. */
export async function throttleLikePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downMbps * 1024 * 1024) / 8,
    uploadThroughput: (PHONE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}
