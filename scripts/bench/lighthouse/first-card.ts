import type { Browser } from 'playwright-core';
import { PHONE, throttleLikePhone } from '../../../tests/helpers/throttled-phone';

const CARD_SELECTOR = '[data-testid="catch-card"]';

/**
 * Marks the time the first catch card has a box and the frame showing it has been produced: a
 * string, because tsx would wrap a function's inner helpers in a __name the page does not have.
 */
const CARD_PROBE = `(() => {
  const seen = () => {
    const card = document.querySelector(${JSON.stringify(CARD_SELECTOR)});
    if (!card) return null;
    const box = card.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(card).visibility === 'hidden') return null;
    return box;
  };
  const observer = new MutationObserver(() => {
    const box = seen();
    if (!box) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__firstCatchCard = { ms: performance.now(), top: box.top };
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

export async function firstCardVisible(browser: Browser, url: string): Promise<{ ms: number; top: number }> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: CARD_PROBE });
    await throttleLikePhone(page);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    // A function, not a string: the page's CSP forbids the eval a string predicate needs.
    const handle = await page.waitForFunction(
      () => (window as { __firstCatchCard?: { ms: number; top: number } }).__firstCatchCard,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    return (await handle.jsonValue())!;
  } finally {
    await context.close();
  }
}
