/** Every setting BayCatch reads from its environment, with the checks that span several. */
import { z } from 'zod';
import { CARD_PAYMENT_WINDOW_MINUTES } from '../../shared/order-status';
import { DEFAULT_WAITLIST_HOLD_MINUTES } from '../../shared/waitlist.schema';
import { isPostgresUrl } from '../db/engine';
import { databaseSettings } from './database-settings';
import { emptyAsUndefined, optionalString } from './fields';
import { pushSettings } from './push-settings';
import { smsSettings } from './sms-settings';
import { S3_SETTINGS, storageSettings } from './storage-settings';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  ...databaseSettings,
  SEED_DEMO: z.string().optional(),
  ADMIN_EMAILS: z.string().default(''),
  RATE_LIMITS: z.string().optional(),
  SEASONS: z.string().optional(),
  SMS_QUIET_HOURS: z.string().optional(),
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
  ...smsSettings,
  LINK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  ...pushSettings,
  MAIL_FROM: z.string().default('BayCatch <no-reply@baycatch.test>'),
  SUPPORT_EMAIL: z.email().default('support@baycatch.test'),
  CARD_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(CARD_PAYMENT_WINDOW_MINUTES),
  WAITLIST_HOLD_MINUTES: z.coerce.number().int().min(5).max(1440).default(DEFAULT_WAITLIST_HOLD_MINUTES),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GEOCODER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  ...storageSettings,
  CLIENT_DIST: z.string().default('./dist/client'),
  /** After SIGTERM, how long readiness answers 503 while the listener still accepts (src/server/index.ts). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** How long a client may take to send a request's headers before its connection is cut. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** How long a client may take to send a whole request (headers and body). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

/**
 * Storage settings that would be silently ignored, or half a key pair, are refused at start; so is
 * production without PUBLIC_URL, where links would otherwise point wherever a request claimed to be.
 */
export const checkedEnvSchema = envSchema.superRefine((env, context) => {
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
