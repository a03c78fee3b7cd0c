/** The only module that reads process.env: everything else receives a validated Config. */

import { isPostgresUrl } from './db/engine';
import { checkedEnvSchema } from './env-schema/env-schema';
import { flag } from './env-schema/fields';
import { type SmsConfig, smsConfigFrom } from './env-schema/sms-settings';

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
  /** Selling seasons refused and shown (docs/product/traceability.md); off for a market that needs none. */
  seasons: boolean;
  /** Texts not about that day's pickup wait out 9 pm-7 am on the Bay (docs/product/text-messages.md); off for tests. */
  smsQuietHours: boolean;
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
  /** Texts (docs/product/text-messages.md): Twilio when configured, else the log and the outbox. */
  sms: SmsConfig;
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
  /** How long units that came back are held for the first buyer on the listing's waitlist. */
  waitlistHoldMinutes: number;
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
    seasons: flag(true).parse(env.SEASONS),
    smsQuietHours: flag(true).parse(env.SMS_QUIET_HOURS),
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
    sms: smsConfigFrom(env, production),
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
    waitlistHoldMinutes: env.WAITLIST_HOLD_MINUTES,
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
