/** The only module that reads process.env: everything else receives a validated Config. */

import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CARD_PAYMENT_WINDOW_MINUTES } from '../shared/order-status';
import { isPostgresUrl } from './db/engine';

const flagWords = z.enum(['true', 'false', 'on', 'off', '1', '0']);
const flag = (fallback: boolean) =>
  flagWords
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', 'on', '1'].includes(value)));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
  SEED_DEMO: z.string().optional(),
  ADMIN_EMAILS: z.string().default(''),
  RATE_LIMITS: z.string().optional(),
  TRPC_QUERY_LANE: z.string().optional(),
  SERVER_RENDERING: z.string().optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  /** The one public origin: every e-mailed link and the same-origin check (never the request's Host). */
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'not an http:// or https:// URL' }).optional(),
  ),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url().optional()),
  SMTP_URL: optionalString,
  LINK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  /**
   * For tests and a local push server only: origins (https://host:port) accepted as Web Push
   * endpoints besides the known push services, private addresses included. Off (empty) by default.
   */
  PUSH_EXTRA_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https$/, error: 'each must be an https:// origin' })
            .transform((url) => new URL(url).origin),
        ),
      )
      .optional(),
  ),
  MAIL_FROM: z.string().default('BayCatch <no-reply@baycatch.test>'),
  SUPPORT_EMAIL: z.email().default('support@baycatch.test'),
  CARD_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(CARD_PAYMENT_WINDOW_MINUTES),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GEOCODER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
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
  CLIENT_DIST: z.string().default('./dist/client'),
  /** After SIGTERM, how long readiness answers 503 while the listener still accepts (src/server/index.ts). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** How long a client may take to send a request's headers before its connection is cut. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** How long a client may take to send a whole request (headers and body). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
] as const;

/**
 * Storage settings that would be silently ignored, or half a key pair, are refused at start; so is
 * production without PUBLIC_URL, where links would otherwise point wherever a request claimed to be.
 */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  // Node cuts a request past requestTimeout, so a shorter one would make the headers timeout moot.
  if (env.REQUEST_TIMEOUT_MS < env.HEADERS_TIMEOUT_MS) {
    context.addIssue({
      code: 'custom',
      path: ['REQUEST_TIMEOUT_MS'],
      message: 'must be at least HEADERS_TIMEOUT_MS',
    });
  }
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'is required in production: the public origin e-mailed links point at, e.g. https://baycatch.example',
    });
  }
  if (env.DATABASE_REPLICA_URLS?.length && !(env.DATABASE_URL && isPostgresUrl(env.DATABASE_URL))) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_REPLICA_URLS'],
      message: 'needs DATABASE_URL to name the PostgreSQL primary (SQLite has no replicas)',
    });
  }
  if (!env.S3_BUCKET) {
    for (const name of S3_SETTINGS.filter((name) => env[name] !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'needs S3_BUCKET (without it uploads stay on the local disk)',
      });
    }
  } else if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const [missing, present] =
      env.S3_ACCESS_KEY_ID === undefined
        ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
        : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: `is not set though ${present} is: set both, or neither for the AWS SDK's default credentials`,
    });
  }
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** A SQLite file's path (`:memory:` too) or a PostgreSQL URL. */
  database: string;
  /** PostgreSQL replicas for reads that may lag a moment; empty on SQLite. */
  databaseReplicaUrls: readonly string[];
  seedDemo: boolean;
  adminEmails: ReadonlySet<string>;
  rateLimits: boolean;
  /** Batched tRPC queries take the short lane (decision 008); off hands everything to tRPC's adapter. */
  trpcQueryLane: boolean;
  /** Pages rendered on the server by dist/server (decision 013); off sends the empty shell the browser draws. */
  serverRendering: boolean;
  /** How many reverse proxies in front of us may set X-Forwarded-For; 0 trusts none. */
  trustProxy: number;
  /**
   * The public origin (scheme, host, port; no path): the source of every e-mailed link and of the
   * same-origin check. PUBLIC_URL, required in production; http://localhost:PORT otherwise.
   */
  publicUrl: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        /** Another Stripe API endpoint (stripe-mock, a local fake); Stripe's own when unset. */
        apiBase: string | undefined;
      }
    | undefined;
  smtpUrl: string | undefined;
  /** Signs links that work without sign-in (unsubscribe); without it a random key is kept in the database. */
  linkSecret: string | undefined;
  /** Web Push keys; without both halves a pair is generated at first start and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who the push services may contact about our pushes: mailto: or https:. */
  vapidSubject: string;
  /** Origins accepted as push endpoints besides the known push services (tests; off by default). */
  pushExtraOrigins: readonly string[];
  mailFrom: string;
  supportEmail: string;
  /** How long an unpaid card order holds its stock before the sweep releases it. */
  cardPaymentWindowMinutes: number;
  mapTileUrl: string;
  /** Credit shown on the map for its tiles (HTML). */
  mapTileAttribution: string;
  /** A Nominatim-compatible search service; without it the offline US gazetteer geocodes. */
  geocoderUrl: string | undefined;
  /** How BayCatch introduces itself to that service (Nominatim's usage policy asks for it). */
  geocoderUserAgent: string;
  uploadDir: string;
  /** S3-compatible object storage for uploads, when S3_BUCKET is set; otherwise they go under uploadDir. */
  s3:
    | {
        bucket: string;
        region: string;
        /** Another S3-compatible service (MinIO, R2, ...); AWS's own endpoint for the region when unset. */
        endpoint: string | undefined;
        forcePathStyle: boolean;
        /** Static keys; without them the AWS SDK's default chain (environment, profile, instance role). */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        prefix: string | undefined;
      }
    | undefined;
  clientDist: string;
  /** After SIGTERM, readiness answers 503 this long while the listener still accepts; then it closes. */
  shutdownDrainMs: number;
  /** Slow clients: the most a request's headers, and a whole request, may take to arrive. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

/** The database as logs and messages name it: a PostgreSQL URL without its password. */
export function databaseName(database: string): string {
  if (!isPostgresUrl(database)) return database;
  try {
    const url = new URL(database);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the PostgreSQL database';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = checkedEnvSchema.parse(source);
  const production = env.NODE_ENV === 'production';
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    database: env.DATABASE_URL ?? env.DATABASE_PATH,
    databaseReplicaUrls: env.DATABASE_REPLICA_URLS ?? [],
    seedDemo: flag(!production).parse(env.SEED_DEMO),
    adminEmails: new Set(
      env.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    rateLimits: flag(true).parse(env.RATE_LIMITS),
    trpcQueryLane: flag(true).parse(env.TRPC_QUERY_LANE),
    serverRendering: flag(true).parse(env.SERVER_RENDERING),
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    linkSecret: env.LINK_SECRET,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
    pushExtraOrigins: env.PUSH_EXTRA_ORIGINS ?? [],
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    cardPaymentWindowMinutes: env.CARD_PAYMENT_WINDOW_MINUTES,
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
    geocoderUrl: env.GEOCODER_URL,
    geocoderUserAgent: `BayCatch/0.1 (${env.PUBLIC_URL ?? env.SUPPORT_EMAIL})`,
    uploadDir: env.UPLOAD_DIR,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: flag(false).parse(env.S3_FORCE_PATH_STYLE),
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          prefix: env.S3_PREFIX,
        }
      : undefined,
    clientDist: env.CLIENT_DIST,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  };
}
