/**
 * REST mirror of follows and new-catch alerts (docs/product/alerts.md): GET/POST /api/alerts,
 * DELETE /api/alerts/{id}, PUT /api/alerts/emails, the unsubscribe pair (no sign-in: the signed
 * token is the authority) and GET/POST/DELETE /api/sellers/{id}/follow.
 */
import { Hono } from 'hono';
import {
  alertEmailsInput,
  alertIdInput,
  createAlertInput,
  unsubscribeTokenInput,
} from '../../shared/alert.schema';
import { sellerIdInput } from '../../shared/seller.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { rateLimit } from '../http/rate-limit';
import { parseInput } from '../lib/validation';
import { queryObject } from './query-object';
import { readJson } from './read-json';

const alertId = (value: string) => parseInput(alertIdInput, { id: value }).id;
const sellerId = (value: string) => parseInput(sellerIdInput, { id: value }).id;

export const alertsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').alerts.overview(user.id, user.emailVerified));
  })
  .post('/', rateLimit('alertCreate'), async (c) => {
    const user = requireUser(c.get('user'));
    const input = await readJson(c, createAlertInput);
    return c.json(await c.get('services').alerts.createAlert(user.id, input), 201);
  })
  .put('/emails', async (c) => {
    const user = requireUser(c.get('user'));
    const { enabled } = await readJson(c, alertEmailsInput);
    return c.json(await c.get('services').alerts.setEmails(user.id, enabled));
  })
  .get('/unsubscribe', async (c) => {
    const { token } = parseInput(unsubscribeTokenInput, queryObject(c));
    return c.json(await c.get('services').alerts.unsubscribeInfo(token));
  })
  // RFC 8058 one-click: mail providers POST 'List-Unsubscribe=One-Click' to the header's address;
  // the token in the address is all that counts, whatever the body.
  .post('/unsubscribe', async (c) => {
    const { token } = parseInput(unsubscribeTokenInput, queryObject(c));
    return c.json(await c.get('services').alerts.unsubscribe(token));
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c.get('user'));
    await c.get('services').alerts.deleteAlert(user.id, alertId(c.req.param('id')));
    return c.body(null, 204);
  });

export const followRoutes = new Hono<AppEnv>()
  .get('/:id/follow', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').alerts.followState(user.id, sellerId(c.req.param('id'))));
  })
  .post('/:id/follow', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').alerts.follow(user.id, sellerId(c.req.param('id'))));
  })
  .delete('/:id/follow', async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await c.get('services').alerts.unfollow(user.id, sellerId(c.req.param('id'))));
  });
