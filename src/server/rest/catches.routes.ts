/** REST mirror of the catalog reads (docs/product/catalog.md): GET /api/catches, /promoted and /{id}. */
import { Hono } from 'hono';
import { catalogListQuery } from '../../shared/catch.schema';
import type { AppEnv } from '../app-env';
import { jsonText } from '../lib/frozen-json';
import { parseInput } from '../lib/validation';
import { queryObject } from './query-object';

export const catchesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseInput(catalogListQuery, queryObject(c));
    const { items, total } = await c.get('services').catalog.list(query);
    // A caller that asked for a page learns how many there are in all.
    if (total !== undefined) c.header('X-Total-Count', String(total));
    return c.body(jsonText(items), 200, { 'Content-Type': 'application/json' });
  })
  .get('/promoted', async (c) => c.json(await c.get('services').catalog.listFeatured()))
  .get('/:id', async (c) =>
    c.json(await c.get('services').catalog.getCatch(c.req.param('id'), c.get('user'))),
  );
