/** Where uploads go: the local disk, or an S3-compatible bucket. */
import { z } from 'zod';
import { emptyAsUndefined, flagWords, optionalString } from './fields';

export const storageSettings = {
  UPLOAD_DIR: z.string().default('./data/uploads'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  // A bare host such as 'minio:9000' parses as a URL with the scheme 'minio:', so the scheme is named.
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'not an http:// or https:// URL' }).optional(),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z.enum(flagWords.options, 'not true or false').optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // Folder names of letters, digits, '.', '_' and '-', none of them '.' or '..'.
  S3_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\/?$/, 'not folder names such as baycatch/uploads')
      .optional(),
  ),
};

/** The bucket's settings besides its name: refused without S3_BUCKET, where they would change nothing. */
export const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
] as const;
