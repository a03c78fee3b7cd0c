/**
 * REST mirror of a seller's listing calls (docs/product/sellers.md), mounted on /api/catches beside the
 * catalog's reads: POST /, PATCH /{id}, DELETE /{id}, PATCH /{id}/quantity and the promotion pair.
 */
import { Hono } from 'hono';
import { createListingInput, quantityData, updateListingData } from '../../shared/listing.schema';
import { confirmPromotionData } from '../../shared/promotion.schema';
import type { AppEnv } from '../app-env';
import { requireApprovedSeller, requireSeller } from '../features/auth/access';
import { rateLimit } from '../http/rate-limit';
import { readJson } from './read-json';

export const listingsRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    // Checked before the body, so a pending seller hears why whatever they sent.
    const seller = requireApprovedSeller(c.get('user'));
    const input = await readJson(c, createListingInput);
    return c.json(await c.get('services').listings.create(seller, input), 201);
  })
  // Whose listing it is comes before what the body says (authorisation before validation).
  .patch('/:id', async (c) => {
    const seller = requireSeller(c.get('user'));
    await c.get('services').listings.assertOwn(seller, c.req.param('id'));
    const data = await readJson(c, updateListingData);
    return c.json(await c.get('services').listings.update(seller, c.req.param('id'), data));
  })
  .delete('/:id', async (c) => {
    const seller = requireSeller(c.get('user'));
    await c.get('services').listings.remove(seller, c.req.param('id'));
    return c.body(null, 204);
  })
  .patch('/:id/quantity', async (c) => {
    const seller = requireSeller(c.get('user'));
    await c.get('services').listings.assertOwn(seller, c.req.param('id'));
    const change = await readJson(c, quantityData);
    return c.json(await c.get('services').listings.setQuantity(seller, c.req.param('id'), change));
  })
  .post('/:id/promote', rateLimit('promotion'), async (c) => {
    const seller = requireSeller(c.get('user'));
    return c.json(await c.get('services').promotion.start(seller, c.req.param('id')));
  })
  .post('/:id/confirm-promotion', async (c) => {
    const seller = requireSeller(c.get('user'));
    await c.get('services').listings.assertOwn(seller, c.req.param('id'));
    const { paymentIntentId } = await readJson(c, confirmPromotionData);
    return c.json(await c.get('services').promotion.confirm(seller, c.req.param('id'), paymentIntentId));
  });
