/** The published API: GET /api/openapi.json (OpenAPI 3.1) and GET /api/docs (the same, readable). */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { renderDocsPage } from '../openapi/docs-page';
import { apiDocument } from '../openapi/document';

export const openApiRoutes = new Hono<AppEnv>()
  .get('/openapi.json', (c) => c.json(apiDocument()))
  .get('/docs', (c) => c.html(renderDocsPage(apiDocument())));
