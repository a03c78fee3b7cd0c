/**
 * Where uploaded photos and license documents are kept. Keys are relative paths such as
 * 'photos/<seller id>/<uuid>.webp'; the local disk store is the default, an S3-compatible bucket the
 * other (create-file-storage.ts picks), and services depend on this interface only.
 */

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** A key is lowercase path segments of letters, digits and dashes with one extension: no '..', no '/' prefix. */
export const STORAGE_KEY = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webp|jpg|png|pdf)$/;

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Files are only ever written with these extensions, so the extension names the type. */
export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
