/**
 * What an upload really is, read from its bytes (never from its name or declared type), and
 * photos re-encoded so what we serve is an image we wrote ourselves: resized, rotated upright,
 * without EXIF (which can carry the boat's GPS position).
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

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
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** A license picture re-encoded in its own format, without metadata; PDFs are kept as sent. */
export function encodeLicenseImage(data: Buffer, extension: 'jpg' | 'png'): Promise<Buffer> {
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  return (extension === 'jpg' ? image.jpeg({ quality: 90 }) : image.png()).toBuffer();
}
