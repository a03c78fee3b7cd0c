/** GET /api/shellfish-tags?format=csv|json: the buyer's own shellfish tag records of the last 90 days. */
import { Hono } from 'hono';
import { shellfishTagsQuery } from '../../shared/shellfish-tag-records';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { shellfishTagsCsv } from '../features/shellfish-tags/shellfish-tags';
import { parseInput } from '../lib/validation';

export const shellfishTagsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c.get('user'));
  const { format } = parseInput(shellfishTagsQuery, { format: c.req.query('format') || undefined });
  const records = await c.get('services').shellfishTags.listForBuyer(user.id);
  if (format !== 'csv') return c.json(records);
  return c.body(shellfishTagsCsv(records), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="baycatch-shellfish-tags.csv"',
  });
});
