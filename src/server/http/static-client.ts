/**
 * Serves the built client. Hashed assets are cached for a year; index.html, the service worker
 * and the web app manifest are revalidated on every load so a deploy reaches phones at once. Any other non-API path gets index.html with the
 * page's own head and status (./page-head.ts) and, when the server renderer is built, the screen
 * itself (./server-render.ts), including its not-found screen, which the status agrees with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { RedirectedPage, RenderedPage } from '../../client/entry-server';
import { isSignedInOnlyPath, signInToContinuePath } from '../../shared/page-meta';
import { SUN_THEME_COOKIE, wearsSunTheme } from '../../shared/sun-theme';
import { preferredEncoding } from './compression';
import { EARLY_TAPS_HEAD } from './early-taps-head';
import { hasFormNotice } from './form-notice-cookie';
import { describePage, withHead } from './page-head';
import { createPageTemplateCache } from './page-template-cache';
import { createRenderedPageCache, type DrawnPage, type SharedPage } from './rendered-page-cache';
import type { RequestEnv } from './request-env';
import { loadPageRenderer, type PageLink, type PageRenderer } from './server-render';
import { sessionMiddleware } from './session-middleware';

/**
 * serveStatic builds its response before it calls onFound, so a header set there is lost; this
 * sets it on the response a found file produced instead.
 */
function withCacheControl(serve: MiddlewareHandler, cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response) res.headers.set('Cache-Control', cacheControl);
    return res;
  };
}

function send(c: Context<RequestEnv>, page: SharedPage): Response {
  return 'redirect' in page ? c.redirect(page.redirect, 302) : c.html(page.html, page.status);
}

/**
 * Pages whose screen shows a signed-in person nothing of theirs but the header and the banner
 * (their reads are the catalog's alone), drawn from one template for everyone signed in
 * (decision 036). A page joins this list only when its screen reads nothing of the viewer's: the
 * template is checked to hold none of the first visitor's reads, but not what the screen does
 * with the current user, whom the header reads too.
 */
const SAME_FOR_EVERY_SIGNED_IN_PERSON = new Set(['/marketplace']);

/** Whether this request's page may come from a template: a signed-in GET of such a page, no notice. */
function drawnFromTemplate(c: Context<RequestEnv>): boolean {
  return (
    c.req.method === 'GET' &&
    c.get('user') !== null &&
    SAME_FOR_EVERY_SIGNED_IN_PERSON.has(c.req.path) &&
    !hasFormNotice(c, c.get('config'))
  );
}

/** A seller's screen in the sun theme they chose (src/shared/sun-theme.ts), drawn so from the first paint. */
function inSunTheme(c: Context<RequestEnv>, page: SharedPage): SharedPage {
  if ('redirect' in page || !wearsSunTheme(c.req.path) || getCookie(c, SUN_THEME_COOKIE) !== 'on')
    return page;
  return { ...page, html: page.html.replace('<html lang="en">', '<html lang="en" class="sun">') };
}

interface StaticClientOptions {
  serveSourceMaps?: boolean;
  /** Draws each page on the server through this link (./server-render.ts); without it the browser does. */
  pageLink?: PageLink;
}

export function staticClient(
  clientDist: string,
  { serveSourceMaps = true, pageLink }: StaticClientOptions = {},
) {
  const root = resolve(clientDist);
  const indexPath = join(root, 'index.html');
  const app = new Hono<RequestEnv>();
  let indexHtml: string | undefined;
  const renderer = pageLink ? loadPageRenderer(root, pageLink) : null;
  const signedOutPages = createRenderedPageCache();
  const templates = createPageTemplateCache();

  /**
   * A signed-in visitor's page from the template every signed-in person shares (decision 036),
   * or drawn whole, leaving the template for the next.
   */
  const drawForSignedIn = async (
    c: Context<RequestEnv>,
    renderer: PageRenderer,
    url: URL,
    assemble: (page: RenderedPage | RedirectedPage | null, shellOnly: boolean) => Promise<DrawnPage>,
  ): Promise<DrawnPage> => {
    const key = `${url.pathname}${url.search}`;
    const version = c.get('services').catalog.dataVersion();
    const kept = await templates.read(key, version);
    const fromTemplate = kept && (await renderer.renderFromTemplate(c, kept.template, !kept.current));
    // How the page was drawn, for whoever looks at its timing (and the tests).
    c.header('Server-Timing', `page;desc="${fromTemplate ? 'from template' : 'drawn whole'}"`);
    if (fromTemplate) {
      if (!kept.current) templates.confirm(key, kept.template, version);
      return assemble(fromTemplate, false);
    }
    return templates.drawing(key, version, async () => {
      const drawn = await renderer.renderTemplate(c);
      return { value: await assemble(drawn?.page ?? null, false), template: drawn?.template ?? null };
    });
  };

  // Source maps help while developing; in production they would publish the source, so the build's
  // .map files stay on disk for error reports and are never served.
  if (!serveSourceMaps)
    app.get('*', (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));

  app.use(
    '/assets/*',
    withCacheControl(serveStatic({ root, precompressed: true }), 'public, max-age=31536000, immutable'),
  );
  // A missing hashed asset is a stale page asking for an old build: a 404 lets it fail fast.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // The service worker and the manifest keep fixed names: the browser must ask each time whether
  // they changed, or a phone would keep an old version of the app for an hour.
  const appFiles = withCacheControl(serveStatic({ root, precompressed: true }), 'no-cache');
  for (const name of ['/sw.js', '/manifest.webmanifest']) {
    app.get(name, appFiles);
    app.get(name, (c) => c.text('Not found', 404));
  }
  const publicFiles = withCacheControl(serveStatic({ root, precompressed: true }), 'public, max-age=3600');
  // Only paths that name a file (images, favicon) can be public files; the rest are app routes.
  // index.html itself is always answered below, revalidated on every load.
  app.use('*', (c, next) =>
    /\.[a-z0-9]+$/i.test(c.req.path) && c.req.path !== '/index.html' ? publicFiles(c, next) : next(),
  );
  // The session decides whether an order or an unlisted catch is the visitor's to see.
  app.get('*', sessionMiddleware, async (c) => {
    // A person opening a signed-in-only page without a session goes straight to sign-in, and back
    // afterwards, instead of a spinner and an error. Only browser navigations are sent: link
    // previews and other readers still get the page and its description.
    if (!c.get('user') && c.req.header('sec-fetch-mode') === 'navigate' && isSignedInOnlyPath(c.req.path)) {
      const url = new URL(c.req.url);
      c.header('Cache-Control', 'no-store');
      return c.redirect(signInToContinuePath(`${url.pathname}${url.search}`), 302);
    }
    if (indexHtml === undefined) {
      if (!existsSync(indexPath)) {
        return c.text('The client is not built. Run `npm run build` (npm start does this for you).', 503);
      }
      indexHtml = readFileSync(indexPath, 'utf8');
    }
    const shellHtml = indexHtml;
    /** The shell with the page's head and, when drawn, its markup and reads. */
    const assemble = async (
      page: RenderedPage | RedirectedPage | null,
      shellOnly: boolean,
    ): Promise<DrawnPage> => {
      const head = await describePage(c);
      if (page && 'redirect' in page) return { page: { redirect: page.redirect }, shareable: true };
      const shell = withHead(shellHtml, head.html + (page ? EARLY_TAPS_HEAD + page.head : ''));
      const html = page
        ? shell.replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>${page.tail}`)
        : shell;
      return { page: { html, status: head.status }, shareable: shellOnly || page?.complete === true };
    };
    // /index.html is the shell the service worker keeps and opens offline for every path: drawn
    // for one path it would hydrate wrongly on all the others, so it stays empty.
    const shellOnly = c.req.path === '/index.html' || !renderer;
    const draw = async (): Promise<DrawnPage> =>
      assemble(shellOnly ? null : await renderer.render(c), shellOnly);
    // A page drawn for a signed-in person (an order carries its pickup pass) is theirs alone: no
    // shared cache may keep it, nor the service worker (src/client/sw.ts skips no-store answers).
    // Signed-out pages stay revalidated on every load. Either way the answer depends on the cookie.
    // So is a page that shows a form post's notice (a failed sign-in's words, its address).
    const personal = c.get('sessionId') !== null || hasFormNotice(c, c.get('config'));
    c.header('Cache-Control', personal ? 'private, no-store' : 'no-cache');
    c.header('Vary', 'Cookie', { append: true });
    const url = new URL(c.req.url);
    if (personal) {
      const drawn =
        renderer && drawnFromTemplate(c) ? await drawForSignedIn(c, renderer, url, assemble) : await draw();
      return send(c, inSunTheme(c, drawn.page));
    }
    const cached = await signedOutPages.read(
      `${url.pathname}${url.search}`,
      c.get('services').catalog.dataVersion(),
      draw,
    );
    if ('redirect' in cached.page || c.req.method === 'HEAD') return send(c, cached.page);
    // Encoded once for every visitor, not for each (nor by the compression middleware).
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (encoding) {
      c.header('Vary', 'Accept-Encoding', { append: true });
      c.header('Content-Encoding', encoding);
    }
    c.header('Content-Type', 'text/html; charset=UTF-8');
    const body = cached.encoded(encoding ?? 'identity');
    return c.body(
      new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
      cached.page.status,
    );
  });
  return app;
}
