/**
 * REST mirror of reviews (docs/product/reviews.md): GET/POST /api/orders/{id}/review,
 * POST /api/reviews/{id}/reply and GET /api/sellers/{id}/reviews.
 */
import { Hono } from 'hono';
import { reviewIdInput, reviewInput, reviewReplyInput, sellerReviewsQuery } from '../../shared/review.schema';
import type { AppEnv } from '../app-env';
import { requireUser } from '../features/auth/access';
import { viewerOf } from '../features/orders/orders.service';
import { rateLimit } from '../http/rate-limit';
import { parseInput } from '../lib/validation';
import { orderIdParam } from './orders.routes';
import { queryObject } from './query-object';
import { readJson } from './read-json';

export const orderReviewRoutes = new Hono<AppEnv>()
  .get('/:id/review', async (c) => {
    const viewer = viewerOf(requireUser(c.get('user')));
    return c.json(await c.get('services').reviews.forOrder(viewer, orderIdParam(c.req.param('id'))));
  })
  .post('/:id/review', rateLimit('review'), async (c) => {
    const viewer = viewerOf(requireUser(c.get('user')));
    const id = orderIdParam(c.req.param('id'));
    // Whose order it is comes before what the body says (authorisation before validation).
    await c.get('services').reviews.assertMayWrite(viewer, id);
    const input = await readJson(c, reviewInput);
    const { review, created } = await c.get('services').reviews.write(viewer, id, input);
    return c.json(review, created ? 201 : 200);
  });

export const reviewsRoutes = new Hono<AppEnv>().post('/:id/reply', rateLimit('review'), async (c) => {
  const viewer = viewerOf(requireUser(c.get('user')));
  const { id } = parseInput(reviewIdInput, { id: c.req.param('id') });
  await c.get('services').reviews.assertMayReply(viewer, id);
  const input = await readJson(c, reviewReplyInput);
  return c.json(await c.get('services').reviews.reply(viewer, id, input));
});

export const sellerReviewsRoutes = new Hono<AppEnv>().get('/:id/reviews', async (c) => {
  const viewer = viewerOf(requireUser(c.get('user')));
  const page = parseInput(sellerReviewsQuery, queryObject(c));
  return c.json(await c.get('services').reviews.forSeller(viewer, c.req.param('id'), page));
});
