/**
 * Camera scanning at the pickup check (docs/product/orders-and-pickup.md): Debian's Chromium has no
 * BarcodeDetector, like Safari on iPhone, so these run the barcode-detector ponyfill with its .wasm
 * served by BayCatch. A fake camera shows the buyer's pass; without a camera the screen asks for the
 * typed code.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../../src/shared/order.schema';
import { passQrValue } from '../../src/shared/pickup-pass';
import { useBrowser } from './browser';
import { dobbinsListing, putInCart, registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const WIDTH = 640;
const HEIGHT = 480;

/** A one-frame Y4M video of the QR, black on white, for Chromium's fake camera. */
async function qrVideo(value: string): Promise<string> {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value, size: 320, level: 'M', marginSize: 4 }));
  const luma = await sharp(Buffer.from(svg))
    .resize(360, 360)
    .extend({
      top: (HEIGHT - 360) / 2,
      bottom: (HEIGHT - 360) / 2,
      left: (WIDTH - 360) / 2,
      right: (WIDTH - 360) / 2,
      background: '#ffffff',
    })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = join(mkdtempSync(join(tmpdir(), 'baycatch-qr-')), 'pass.y4m');
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`;
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(header), Buffer.from('FRAME\n'), luma.subarray(0, WIDTH * HEIGHT), chroma]),
  );
  return file;
}

/** The demo seller in a browser whose camera shows a QR of `value`. */
async function sellerWithCamera(baseUrl: string, value: string) {
  const camera = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${await qrVideo(value)}`,
    ],
  });
  const seller = await camera.newContext({ baseURL: baseUrl, permissions: ['camera'] });
  await signInAs(seller, 'seller@baycatch.test');
  return { camera, seller };
}

describe('scanning a pass with the camera', () => {
  const b = useBrowser();

  it('reads the buyer’s QR with the ponyfill decoder, online and then offline, and finds the order', async () => {
    const { page } = b;
    await registerBuyer(page.request, 'scan-buyer');
    const listing = await dobbinsListing(page.request);
    await putInCart(page.request, listing);
    const placed = await page.request.post('/api/orders', { data: { paymentMethod: 'cash' } });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as OrderDto;

    const { camera, seller } = await sellerWithCamera(b.baseUrl, passQrValue(order.passToken!));
    try {
      const sellerPage = await seller.newPage();
      const wasm: string[] = [];
      const errors: string[] = [];
      sellerPage.on('pageerror', (error) => errors.push(error.message));
      sellerPage.on('response', (res) => {
        if (res.url().endsWith('.wasm')) wasm.push(`${new URL(res.url()).origin} ${res.status()}`);
      });
      await sellerPage.goto('/pickup-check');
      expect(await sellerPage.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
      // The decoder loads while the page is online, from BayCatch itself.
      await expect.poll(() => wasm, { timeout: 20_000 }).toEqual([`${b.baseUrl.replace(/\/$/, '')} 200`]);
      await sellerPage.getByTestId('list-saved').waitFor();

      // Online: the scanned token is checked by the server.
      await sellerPage.getByRole('button', { name: 'Scan QR Code' }).click();
      const found = sellerPage.getByTestId('found-order');
      await found.getByText(`Order #${order.id.slice(-8).toUpperCase()}`).waitFor({ timeout: 20_000 });
      await found.getByText('Robin', { exact: false }).waitFor();
      await found.getByRole('link', { name: 'Open the order' }).waitFor();

      // Offline: scanning still works, and the token is checked against the saved list.
      await seller.setOffline(true);
      await sellerPage.getByRole('button', { name: 'Scan QR Code' }).click();
      await found.getByRole('button', { name: 'Complete Pickup' }).waitFor({ timeout: 20_000 });
      await found.getByText(`Order #${order.id.slice(-8).toUpperCase()}`).waitFor();
      expect(await found.getByRole('link', { name: 'Open the order' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await camera.close();
    }
  });

  it('says so when the QR is not a BayCatch pass, and sends nothing', async () => {
    const { camera, seller } = await sellerWithCamera(b.baseUrl, 'https://example.com/not-a-pass');
    try {
      const sellerPage = await seller.newPage();
      let checks = 0;
      sellerPage.on('request', (req) => {
        if (req.url().includes('findByPickupCode')) checks += 1;
      });
      await sellerPage.goto('/pickup-check');
      await sellerPage.getByRole('button', { name: 'Scan QR Code' }).click();
      await sellerPage
        .getByText('This QR code is not a BayCatch pickup pass. Type the code printed under it instead.')
        .waitFor({ timeout: 20_000 });
      expect(checks).toBe(0);
    } finally {
      await camera.close();
    }
  });

  it('asks for the typed code when there is no camera to use', async () => {
    const { context, page } = b;
    await signInAs(context, 'seller@baycatch.test');
    await page.goto('/pickup-check');
    await page.getByRole('button', { name: 'Scan QR Code' }).click();
    await page.getByText('Camera not available - type the code printed under the QR.').waitFor();
    expect(await page.getByRole('button', { name: 'Scan QR Code' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
  });
});
