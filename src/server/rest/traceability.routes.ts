/** REST mirror of the buyer's traceability records, as JSON or a CSV file. */
import { Hono } from 'hono';
import { traceabilityQuery } from '../../shared/traceability-record';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { parseInput } from '../lib/validation';

export const traceabilityRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c.get('user'));
  const query = parseInput(traceabilityQuery, {
    from: c.req.query('from') || undefined,
    to: c.req.query('to') || undefined,
    format: c.req.query('format') || undefined,
  });
  const traceability = c.get('services').traceability;
  if (query.format !== 'csv') return c.json(await traceability.records(user.id, query));
  const { from, to, csv } = await traceability.csv(user.id, query);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename=baycatch-traceability-${from}-${to}.csv`,
  });
});
