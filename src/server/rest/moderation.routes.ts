/**
 * REST mirror of moderation (docs/product/moderation.md): the admin calls under /api/admin and the
 * reports anyone signed in sends to POST /api/reports.
 */
import { Hono } from 'hono';
import {
  createReportInput,
  listingModerationInput,
  messageRemovalInput,
  moderationActionsQuery,
  moderationReasonInput,
  reportsQuery,
  resolveReportInput,
  reviewRemovalInput,
  sellerModerationInput,
  userModerationInput,
  userSearchQuery,
} from '../../shared/moderation.schema';
import type { AppEnv } from '../app-env';
import { requireAdmin, requireUser } from '../features/auth/access';
import { rateLimit } from '../http/rate-limit';
import { parseInput } from '../lib/validation';
import { queryObject } from './query-object';
import { readJson } from './read-json';

export const moderationAdminRoutes = new Hono<AppEnv>()
  .post('/sellers/:id/revoke', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, moderationReasonInput);
    const input = parseInput(sellerModerationInput, { ...body, id: c.req.param('id') });
    return c.json(await c.get('services').moderation.revokeSeller(admin.id, input.id, input.reason));
  })
  .post('/catches/:id/hide', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, moderationReasonInput);
    const input = parseInput(listingModerationInput, { ...body, id: c.req.param('id') });
    return c.json(await c.get('services').moderation.hideListing(admin.id, input.id, input.reason));
  })
  .post('/catches/:id/restore', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, moderationReasonInput);
    const input = parseInput(listingModerationInput, { ...body, id: c.req.param('id') });
    return c.json(await c.get('services').moderation.restoreListing(admin.id, input.id, input.reason));
  })
  .post('/users/:id/suspend', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, moderationReasonInput);
    const input = parseInput(userModerationInput, { ...body, id: c.req.param('id') });
    return c.json(await c.get('services').moderation.suspendUser(admin.id, input.id, input.reason));
  })
  .post('/users/:id/restore', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, moderationReasonInput);
    const input = parseInput(userModerationInput, { ...body, id: c.req.param('id') });
    return c.json(await c.get('services').moderation.restoreUser(admin.id, input.id, input.reason));
  })
  .delete('/reviews/:id', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, moderationReasonInput);
    const input = parseInput(reviewRemovalInput, { ...body, id: c.req.param('id') });
    return c.json(await c.get('services').moderation.removeReview(admin.id, input.id, input.reason));
  })
  .delete('/messages/:id', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, moderationReasonInput);
    const input = parseInput(messageRemovalInput, { ...body, id: c.req.param('id') });
    return c.json(await c.get('services').moderation.removeMessage(admin.id, input.id, input.reason));
  })
  .get('/users', async (c) => {
    requireAdmin(c.get('user'));
    return c.json(await c.get('services').moderation.listUsers(parseInput(userSearchQuery, queryObject(c))));
  })
  .get('/moderation-actions', async (c) => {
    requireAdmin(c.get('user'));
    return c.json(
      await c.get('services').moderation.listActions(parseInput(moderationActionsQuery, queryObject(c))),
    );
  })
  .get('/reports', async (c) => {
    requireAdmin(c.get('user'));
    return c.json(await c.get('services').moderation.listReports(parseInput(reportsQuery, queryObject(c))));
  })
  .post('/reports/:id/resolve', async (c) => {
    const admin = requireAdmin(c.get('user'));
    const body = await readJson(c, resolveReportInput.omit({ id: true }));
    const input = parseInput(resolveReportInput, { ...body, id: c.req.param('id') });
    return c.json(await c.get('services').moderation.resolveReport(admin.id, input));
  });

export const reportsRoutes = new Hono<AppEnv>().post('/', rateLimit('report'), async (c) => {
  const reporter = requireUser(c.get('user'));
  const input = await readJson(c, createReportInput);
  return c.json(await c.get('services').moderation.report(reporter, input), 201);
});
