/** REST mirror of an admin's recall tools: one lot's order lines, and a notice to its buyers. */
import { Hono } from 'hono';
import { lotCodeInput, lotNoticeInput } from '../../shared/lot-recall';
import type { AppEnv } from '../app-env';
import { requireAdmin } from '../features/auth/access';
import { parseInput } from '../lib/validation';
import { readJson } from './read-json';

export const adminLotsRoutes = new Hono<AppEnv>()
  .get('/:lotCode', async (c) => {
    requireAdmin(c.get('user'));
    const { lotCode } = parseInput(lotCodeInput, { lotCode: c.req.param('lotCode') });
    return c.json(await c.get('services').lotRecall.lot(lotCode));
  })
  .post('/:lotCode/notify', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const { lotCode } = parseInput(lotCodeInput, { lotCode: c.req.param('lotCode') });
    const { message } = await readJson(c, lotNoticeInput);
    return c.json(await c.get('services').lotRecall.notifyBuyers(admin.id, lotCode, message));
  });
