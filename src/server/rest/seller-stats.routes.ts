/** REST mirror of the seller dashboard's reads (docs/product/sellers.md): /api/crabber/catches, earnings, analytics, inventory. */
import { Hono } from 'hono';
import { earningsQuery } from '../../shared/seller-stats';
import { requireSeller } from '../features/auth/access';
import type { AppEnv } from '../http/app-env';
import { parseInput } from '../lib/validation';

export const sellerStatsRoutes = new Hono<AppEnv>()
  .get('/catches', (c) => c.json(c.get('services').listings.listMine(requireSeller(c.get('user')))))
  .get('/earnings', (c) => {
    const seller = requireSeller(c.get('user'));
    const { period } = parseInput(earningsQuery, { period: c.req.query('period') || undefined });
    return c.json(c.get('services').sellerStats.earnings(seller, period));
  })
  .get('/analytics', (c) => c.json(c.get('services').sellerStats.analytics(requireSeller(c.get('user')))))
  .get('/inventory', (c) => c.json(c.get('services').sellerStats.inventory(requireSeller(c.get('user')))));
