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
import type { PageTemplate, RedirectedPage, RenderedPage } from '../../client/entry-server';
import type { RequestEnv } from './request-env';

type EntryServer = typeof import('../../client/entry-server');
type RenderPage = EntryServer['renderPage'];
type OnPartError = (error: unknown) => void;

/**
 * The link a page's tRPC reads go through, answered in process with the visitor's session. The
 * router sits above this layer, so the app (src/server/app.ts) builds it.
 */
export type PageLink = (c: Context<RequestEnv>) => Parameters<RenderPage>[1];

export interface PageRenderer {
  /** The page at the request's URL, or null when it could not be drawn (the browser draws it then). */
  render(c: Context<RequestEnv>): Promise<RenderedPage | RedirectedPage | null>;
  /**
   * A signed-in visitor's page and the template that draws it for every other signed-in person
   * (decision 036), or null as `render`.
   */
  renderTemplate(
    c: Context<RequestEnv>,
  ): Promise<{ page: RenderedPage | RedirectedPage; template: PageTemplate | null } | null>;
  /**
   * The page for this visitor from a template: null if their parts do not fit it or failed, or,
   * with `recheck`, if the reads it was drawn from answer differently now.
   */
  renderFromTemplate(
    c: Context<RequestEnv>,
    template: PageTemplate,
    recheck: boolean,
  ): Promise<RenderedPage | null>;
}

/** The renderer built beside `clientDist`, or null when there is none (tests, `vite` in development). */
export function loadPageRenderer(clientDist: string, linkFor: PageLink): PageRenderer | null {
  const entry = resolve(clientDist, '../server/entry-server.js');
  if (!existsSync(entry)) return null;
  // Loaded at start, so the first visitor does not wait for it; a failure to load surfaces in the
  // first render, which then sends the shell.
  const entryServer: Promise<EntryServer> = import(pathToFileURL(entry).href);
  entryServer.catch(() => undefined);
  const turns = renderTurns(RENDERS_AT_ONCE);
  return {
    render: (c) => draw(c, (server, url, link, onError) => server.renderPage(url, link, onError)),
    renderTemplate: (c) =>
      draw(c, (server, url, link, onError) => server.renderTemplatePage(url, link, onError)),
    renderFromTemplate: (c, template, recheck) =>
      draw(c, (server, url, link, onError) =>
        server.renderFromTemplate(url, link, onError, template, recheck),
      ),
  };

  async function draw<T>(
    c: Context<RequestEnv>,
    how: (server: EntryServer, url: string, link: ReturnType<PageLink>, onError: OnPartError) => Promise<T>,
  ): Promise<T | null> {
    const link = linkFor(c);
    const url = new URL(c.req.url);
    const logger = c.get('logger');
    await turns.take();
    try {
      return await how(await entryServer, `${url.pathname}${url.search}`, link, (error) =>
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
    } finally {
      turns.give();
    }
  }
}

/**
 * Renders drawn at once. A render is CPU work in slices between reads: fifty drawn together each
 * took fifty times as long, so every visitor of a crowd waited for the whole crowd (p99 the length
 * of the run). Drawn a few at a time, first come first served, each waits only for those before it
 * and the process holds a few pages' trees instead of fifty.
 */
const RENDERS_AT_ONCE = 2;

function renderTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async take(): Promise<void> {
      if (running < limit) {
        running += 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    /** Hands the turn straight to the next in line, so none is overtaken. */
    give(): void {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    },
  };
}
