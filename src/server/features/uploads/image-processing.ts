/**
 * What an upload really is, read from its bytes (never from its name or declared type), and
 * photos re-encoded so what we serve is an image we wrote ourselves: resized, rotated upright,
 * without EXIF (which can carry the boat's GPS position).
 */
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * Decoding a photo holds its full bitmap in memory (a 12-megapixel photo is about 48 MB), so at
 * most two are processed at once on our 2-core machine; the others wait their turn.
 */
export const IMAGE_PROCESSING_CONCURRENCY = 2;
const imageSlots = pLimit(IMAGE_PROCESSING_CONCURRENCY);

/** How many encodings are running and waiting now (for tests and diagnostics). */
export const imageProcessingLoad = () => ({
  active: imageSlots.activeCount,
  waiting: imageSlots.pendingCount,
});

const PHOTO_MAX_EDGE = 1600;
/** A decompression bomb stops here instead of filling the memory. */
const MAX_INPUT_PIXELS = 50_000_000;

const photoInputTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const licenseTypes = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;
export type LicenseExtension = (typeof licenseTypes)[keyof typeof licenseTypes];

export async function sniffMime(data: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(data))?.mime;
}

export function isPhotoInput(mime: string | undefined): boolean {
  return mime !== undefined && photoInputTypes.has(mime);
}

export function licenseExtensionFor(mime: string | undefined): LicenseExtension | undefined {
  return mime ? licenseTypes[mime as keyof typeof licenseTypes] : undefined;
}

/** A listing photo as we serve it: WebP, at most 1600 px on its longer edge. Throws on a broken image. */
export function encodeListingPhoto(data: Buffer): Promise<Buffer> {
  return imageSlots(() =>
    sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}

/** A license picture re-encoded in its own format, without metadata; PDFs are kept as sent. */
export function encodeLicenseImage(data: Buffer, extension: 'jpg' | 'png'): Promise<Buffer> {
  return imageSlots(() => {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    return (extension === 'jpg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
  });
}
