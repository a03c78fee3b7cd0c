/**
 * Draws BayCatch's app icons (the crab of the favicon on the bay blue, over a teal wave) and
 * writes the PNGs the web app manifest and iOS use into src/client/public/icons/. Run it once
 * after changing the drawing and commit the PNGs: `npx tsx scripts/build/make-icons.ts`.
 * Maskable icons keep the crab inside the central 80% circle every launcher's mask leaves.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const OUT = 'src/client/public/icons';

/** The crab of images/brand/favicon.svg (64-unit drawing), scaled about the icon's centre. */
function iconSvg({ maskable }: { maskable: boolean }): string {
  const scale = maskable ? 0.62 : 0.8;
  const corner = maskable ? 0 : 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64" width="512" height="512">
<title>BayCatch</title>
<defs>
<clipPath id="shape"><rect width="64" height="64" rx="${corner}"/></clipPath>
<clipPath id="tips"><path d="M0 0h64v17H0z"/></clipPath>
<path id="claw" d="M14 28C7 21 7 12 10 5l6 12 5-8c5 5 5 13 0 19z" transform="translate(1 2) rotate(10 16 26)"/>
</defs>
<g clip-path="url(#shape)">
<rect width="64" height="64" fill="#16425a"/>
<path d="M0 52q8-5 16 0t16 0 16 0 16 0v12H0z" fill="#2a9d8f"/>
</g>
<g transform="translate(32 30) scale(${scale}) translate(-32 -28)">
<path d="M21 36l-8 4-2 5M43 36l8 4 2 5M23 30l-6-5M41 30l6-5" fill="none" stroke="#5bb8e8" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M8 32l13-5q11-8 22 0l13 5-13 4q-11 10-22 0z" fill="#5bb8e8"/>
<g fill="#5bb8e8"><use xlink:href="#claw"/><use xlink:href="#claw" transform="matrix(-1 0 0 1 64 0)"/></g>
<g fill="#f06a43" clip-path="url(#tips)"><use xlink:href="#claw"/><use xlink:href="#claw" transform="matrix(-1 0 0 1 64 0)"/></g>
</g>
</svg>
`;
}

const icons: { file: string; size: number; maskable: boolean }[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS rounds the corners itself and shows transparency as black: the full square.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync(OUT, { recursive: true });
writeFileSync(`${OUT}/icon.svg`, iconSvg({ maskable: false }));
for (const { file, size, maskable } of icons) {
  await sharp(Buffer.from(iconSvg({ maskable })), { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${file}`);
}
console.info(`wrote ${icons.length} icons to ${OUT}`);
