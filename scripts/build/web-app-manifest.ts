/**
 * BayCatch's web app manifest (docs/product/offline.md), written by vite-plugin-pwa as
 * /manifest.webmanifest. The icons are drawn by scripts/build/make-icons.ts.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'BayCatch',
  short_name: 'BayCatch',
  description: 'Fresh Chesapeake Bay crabs, fish and oysters, reserved online and picked up at the dock.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0b3954',
  background_color: '#ffffff',
  lang: 'en-US',
  categories: ['food', 'shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
