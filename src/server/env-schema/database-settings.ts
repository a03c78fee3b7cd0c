/** Where the data lives: a SQLite file or a PostgreSQL primary, and its replicas. */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isPostgresUrl } from '../db/engine';
import { emptyAsUndefined } from './fields';

export const databaseSettings = {
  DATABASE_PATH: z.string().default('./data/baycatch.db'),
  /**
   * The database as a URL: `postgres://` (or `postgresql://`) runs BayCatch on PostgreSQL
   * (docs/decisions/014-postgresql-past-one-machine.md); `file:<path>` is the SQLite file (as
   * DATABASE_PATH).
   */
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .superRefine((url, context) => {
        if (!isPostgresUrl(url) && !/^file:./.test(url)) {
          context.addIssue({
            code: 'custom',
            message:
              'must be postgres://user:password@host:port/database for PostgreSQL, or file:<path> for a SQLite file, e.g. file:./data/baycatch.db',
          });
        }
      })
      .transform((url) => {
        if (isPostgresUrl(url)) return url;
        return url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
      })
      .optional(),
  ),
  /** PostgreSQL replicas for reads that may lag a moment (catalog browsing), comma-separated. */
  DATABASE_REPLICA_URLS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine(isPostgresUrl, 'each must be a postgres:// URL of a replica of DATABASE_URL'),
        ),
      )
      .optional(),
  ),
};
