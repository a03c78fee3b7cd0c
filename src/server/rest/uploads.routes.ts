/**
 * Multipart uploads: one listing or profile photo, or one license document, per request. These routes are
 * left out of the 64 KB JSON limit in app.ts and carry their own, a little above the file cap,
 * so an oversized file is refused before it is read into memory.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { uploadMessages } from '../../shared/messages/upload';
import { LICENSE_MAX_BYTES, PHOTO_MAX_BYTES } from '../../shared/upload-limits';
import type { AppEnv } from '../app-env';
import { requireApprovedSeller, requireUser } from '../features/auth/access';
import { rateLimit } from '../http/rate-limit';
import { AppError } from '../lib/app-error';

export const UPLOAD_PATH_PREFIX = '/api/uploads/';
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function limitTo(bytes: number, message: string) {
  return bodyLimit({
    maxSize: bytes + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', message);
    },
  });
}

/**
 * The bytes of the form's `file` field; a missing field or a non-multipart body is a 400. The body
 * limit above already stopped the stream a little past the cap; the file itself is held to it here.
 */
async function readFileField(c: Context<AppEnv>, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    throw new AppError('BAD_REQUEST', uploadMessages.notMultipart);
  }
  let file: unknown;
  try {
    file = (await c.req.parseBody()).file;
  } catch (error) {
    throw new AppError('BAD_REQUEST', uploadMessages.unreadableUpload, { cause: error });
  }
  if (!(file instanceof File)) throw new AppError('BAD_REQUEST', uploadMessages.noFileField);
  if (file.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  return Buffer.from(await file.arrayBuffer());
}

export const uploadsRoutes = new Hono<AppEnv>()
  .post('/photos', rateLimit('upload'), limitTo(PHOTO_MAX_BYTES, uploadMessages.photoTooLarge), async (c) => {
    const seller = requireApprovedSeller(c.get('user'));
    const data = await readFileField(c, PHOTO_MAX_BYTES, uploadMessages.photoTooLarge);
    return c.json(await c.get('services').uploads.savePhoto(seller.crabberProfile.id, data), 201);
  })
  // A profile photo is any signed-in person's, kept in a folder named by their account id.
  .post(
    '/profile-photos',
    rateLimit('upload'),
    limitTo(PHOTO_MAX_BYTES, uploadMessages.photoTooLarge),
    async (c) => {
      const user = requireUser(c.get('user'));
      const data = await readFileField(c, PHOTO_MAX_BYTES, uploadMessages.photoTooLarge);
      return c.json(await c.get('services').uploads.savePhoto(user.id, data), 201);
    },
  )
  .post(
    '/licenses',
    rateLimit('upload'),
    limitTo(LICENSE_MAX_BYTES, uploadMessages.licenseTooLarge),
    async (c) => {
      const user = requireUser(c.get('user'));
      const data = await readFileField(c, LICENSE_MAX_BYTES, uploadMessages.licenseTooLarge);
      return c.json(await c.get('services').uploads.saveLicense(user.id, data), 201);
    },
  )
  .get('/licenses/:owner/:file', async (c) => {
    const user = requireUser(c.get('user'));
    const file = await c.get('services').uploads.readLicense(user, c.req.param('owner'), c.req.param('file'));
    // A PDF is downloaded rather than shown: our CSP would block the browser's viewer anyway.
    const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `${disposition}; filename="license.${c.req.param('file').split('.').pop()}"`,
      'Cache-Control': 'private, no-store',
    });
  });
