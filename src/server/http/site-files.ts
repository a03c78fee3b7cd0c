/**
 * robots.txt and sitemap.xml. Crawlers may read the public pages; the API, the signed-in screens
 * and the payment pages are of no use to them (and only answer with a sign-in redirect).
 */
import { Hono } from 'hono';
import { sitemapPaths } from '../../shared/page-meta';
import type { RequestEnv } from './request-env';
import { publicOrigin } from './request-info';

const DISALLOWED = [
  '/api/',
  '/trpc/',
  '/checkout',
  '/payment/',
  '/orders',
  '/dashboard',
  '/admin',
  '/pickup-check',
  '/account',
];

export const siteFiles = new Hono<RequestEnv>();

siteFiles.get('/robots.txt', (c) => {
  const origin = publicOrigin(c.get('config'));
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  c.header('Cache-Control', 'public, max-age=3600');
  return c.text(lines.join('\n'));
});

siteFiles.get('/sitemap.xml', (c) => {
  const origin = publicOrigin(c.get('config'));
  const urls = sitemapPaths.map((path) => `  <url><loc>${origin}${path}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
});
