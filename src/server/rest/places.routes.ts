/** GET /api/places?q= : US place suggestions with coordinates, for location inputs. */
import { Hono } from 'hono';
import { placeQueryInput } from '../../shared/catch.schema';
import type { AppEnv } from '../app-env';
import { parseInput } from '../lib/validation';
import { queryObject } from './query-object';

export const placesRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { q } = parseInput(placeQueryInput, { q: '', ...queryObject(c) });
  return c.json(await c.get('services').catalog.suggestPlaces(q));
});
