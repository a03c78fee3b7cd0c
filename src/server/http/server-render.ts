/**
 * Draws a page on the server with the client's own code (src/client/entry-server.tsx, built into
 * dist/server beside dist/client), so the HTML carries the screen before any script runs. The
 * screen's tRPC reads run in process through the same procedures and the visitor's session, as
 * if the browser had called /trpc. Decision record 013 says why and how.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { RedirectedPage, RenderedPage } from '../../client/entry-server';
import type { RequestEnv } from './request-env';

type RenderPage = typeof import('../../client/entry-server').renderPage;

/**
 * The link a page's tRPC reads go through, answered in process with the visitor's session. The
 * router sits above this layer, so the app (src/server/app.ts) builds it.
 */
export type PageLink = (c: Context<RequestEnv>) => Parameters<RenderPage>[1];

export interface PageRenderer {
  /** The page at the request's URL, or null when it could not be drawn (the browser draws it then). */
  render(c: Context<RequestEnv>): Promise<RenderedPage | RedirectedPage | null>;
}

/** The renderer built beside `clientDist`, or null when there is none (tests, `vite` in development). */
export function loadPageRenderer(clientDist: string, linkFor: PageLink): PageRenderer | null {
  const entry = resolve(clientDist, '../server/entry-server.js');
  if (!existsSync(entry)) return null;
  // Loaded at start, so the first visitor does not wait for it; a failure to load surfaces in the
  // first render, which then sends the shell.
  const renderPage: Promise<RenderPage> = import(pathToFileURL(entry).href).then(
    (module) => module.renderPage as RenderPage,
  );
  renderPage.catch(() => undefined);
  return {
    async render(c) {
      const link = linkFor(c);
      const url = new URL(c.req.url);
      const logger = c.get('logger');
      try {
        return await (await renderPage)(`${url.pathname}${url.search}`, link, (error) =>
          logger.warn('server render: a part of the page is left to the browser', {
            path: c.req.path,
            requestId: c.get('requestId'),
            error,
          }),
        );
      } catch (error) {
        logger.error('server render failed; the browser draws the page', {
          path: c.req.path,
          requestId: c.get('requestId'),
          error,
        });
        return null;
      }
    },
  };
}
