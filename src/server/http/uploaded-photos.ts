/**
 * Serves listing photos from the upload store at /uploads/photos/<seller>/<file>.webp. Names are
 * random and never reused, so a photo is cached for a year; anything else there is a 404.
 */
import { Hono } from 'hono';
import type { RequestEnv } from './request-env';

export const uploadedPhotos = new Hono<RequestEnv>()
  .get('/photos/:owner/:file', async (c) => {
    const file = await c.get('services').uploads.readPhoto(c.req.param('owner'), c.req.param('file'));
    if (!file) return c.text('Not found', 404);
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  })
  // Never fall through to the client's index.html: a missing upload is a plain 404.
  .all('*', (c) => c.text('Not found', 404));
