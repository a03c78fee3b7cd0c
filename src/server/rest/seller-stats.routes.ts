/** REST mirror of the seller dashboard's reads (docs/product/sellers.md): /api/crabber/catches, earnings, analytics, inventory. */
import { Hono } from 'hono';
import { pickupDayQuery } from '../../shared/pickup-day';
import { earningsQuery } from '../../shared/seller-stats';
import { weatherOutInput } from '../../shared/weather-out';
import type { AppEnv } from '../app-env';
import { requireSeller } from '../features/auth/access';
import { pickupDayCsv } from '../features/orders/pickup-day';
import { publicOrigin } from '../http/request-info';
import { parseInput } from '../lib/validation';
import { readJson } from './read-json';

export const sellerStatsRoutes = new Hono<AppEnv>()
  .get('/catches', async (c) =>
    c.json(await c.get('services').listings.listMine(requireSeller(c.get('user')))),
  )
  .get('/earnings', async (c) => {
    const seller = requireSeller(c.get('user'));
    const { period } = parseInput(earningsQuery, { period: c.req.query('period') || undefined });
    return c.json(await c.get('services').sellerStats.earnings(seller, period));
  })
  .get('/analytics', async (c) =>
    c.json(await c.get('services').sellerStats.analytics(requireSeller(c.get('user')))),
  )
  .get('/pickups', async (c) => {
    const seller = requireSeller(c.get('user'));
    const { date, format } = parseInput(pickupDayQuery, {
      date: c.req.query('date'),
      format: c.req.query('format') || undefined,
    });
    const day = await c.get('services').orders.pickupDay(seller.crabberProfile.id, date);
    if (format !== 'csv') return c.json(day);
    return c.body(pickupDayCsv(day), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="baycatch-pickups-${date}.csv"`,
    });
  })
  .post('/weather-out', async (c) => {
    const seller = requireSeller(c.get('user'));
    const input = await readJson(c, weatherOutInput);
    const origin = publicOrigin(c.get('config'));
    return c.json(await c.get('services').orders.weatherOut(seller.crabberProfile.id, input, origin));
  })
  .delete('/closed-days/:date', async (c) => {
    const seller = requireSeller(c.get('user'));
    const { date } = parseInput(pickupDayQuery.pick({ date: true }), { date: c.req.param('date') });
    await c.get('services').orders.reopenDay(seller.crabberProfile.id, date);
    return c.body(null, 204);
  })
  .get('/inventory', async (c) =>
    c.json(await c.get('services').sellerStats.inventory(requireSeller(c.get('user')))),
  );
