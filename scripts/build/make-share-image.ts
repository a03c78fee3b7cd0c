/**
 * Draws the link-preview picture (1200×630, the size Facebook, LinkedIn, Slack and X ask for) from
 * the brand artwork: the landing's bay at sunset, the logo mark and the name. Social sites show no
 * SVG, so `/` and every catch or storefront without a raster photo point og:image at this PNG
 * (src/shared/page-meta.ts). Run it once after changing the artwork and commit the PNG:
 * `npx tsx scripts/build/make-share-image.ts`.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { SHARE_IMAGE } from '../../src/shared/page-meta';

const BRAND = 'src/client/public/images/brand';
const OUT = `src/client/public${SHARE_IMAGE.path}`;

const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#0b2233" stop-opacity=".78"/><stop offset=".55" stop-color="#0b2233" stop-opacity=".35"/><stop offset=".8" stop-color="#0b2233" stop-opacity="0"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#shade)"/>
<text x="80" y="330" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="96" fill="#ffffff">BayCatch</text>
<text x="82" y="400" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" fill="#fff4d2">Fresh Chesapeake Bay seafood,</text>
<text x="82" y="450" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" fill="#fff4d2">reserved online, collected at the dock.</text>
</svg>`;

const background = await sharp(readFileSync(`${BRAND}/hero-bay.svg`))
  .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'right' })
  .png()
  .toBuffer();
const logo = await sharp(readFileSync(`${BRAND}/logo-mark.svg`), { density: 300 })
  .resize(150, 150)
  .png()
  .toBuffer();

await sharp(background)
  .composite([
    { input: Buffer.from(overlay), top: 0, left: 0 },
    { input: logo, top: 110, left: 80 },
  ])
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(OUT);
console.log(`wrote ${OUT}`);
