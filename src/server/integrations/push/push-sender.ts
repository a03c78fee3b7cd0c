/**
 * Sending Web Push messages. The one implementation is `web-push` (RFC 8291 aes128gcm payloads,
 * RFC 8292 VAPID): with keys from the VAPID_* settings, or generated at first start and kept in the
 * database. Nothing else to run locally; a send only needs the network to reach the browser's push
 * service. A push goes only to a known push service (push-services.ts) and only over a connection
 * to a public address (public-address.ts), also for subscriptions saved before those rules. Tests
 * point subscriptions at a local HTTPS server named in PUSH_EXTRA_ORIGINS and pass an agent that
 * trusts its certificate; only those origins use it.
 */
import type { Agent } from 'node:https';
import webPush from 'web-push';
import { assertPublicHost, publicOnlyAgent } from './public-address';
import { isAllowedPushEndpoint } from './push-services';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult =
  | { ok: true }
  /** `gone`: the push service says the subscription no longer exists (404 or 410). */
  | { ok: false; gone: boolean; statusCode: number | undefined; error: unknown };

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushResult>;
}

/** A push that nobody reads within a day is no longer news. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

export function generateVapidKeys(): VapidKeys {
  return webPush.generateVAPIDKeys();
}

export function createWebPushSender({
  keys,
  subject,
  agent,
  extraOrigins = [],
}: {
  /** Read at send time: the generated pair is made on first use. */
  keys: () => Promise<VapidKeys>;
  /** mailto: or https: contact for the push services. */
  subject: string;
  /** The agent for `extraOrigins` (tests: one that trusts the local push service's certificate). */
  agent?: Agent;
  /** PUSH_EXTRA_ORIGINS: origins let in besides the known push services, private addresses included. */
  extraOrigins?: readonly string[];
}): PushSender {
  const guarded = publicOnlyAgent();
  return {
    async send(target, payload) {
      const { publicKey, privateKey } = await keys();
      try {
        const url = new URL(target.endpoint);
        const extra = extraOrigins.includes(url.origin);
        if (!isAllowedPushEndpoint(target.endpoint, extraOrigins)) {
          throw new Error(`not a known push service: ${url.origin}`);
        }
        if (!extra) assertPublicHost(url.hostname);
        const via = extra ? (agent ?? guarded) : guarded;
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: TIME_TO_LIVE_SECONDS,
            urgency: 'high',
            timeout: TIMEOUT_MS,
            agent: via,
          },
        );
        return { ok: true };
      } catch (error) {
        const statusCode = error instanceof webPush.WebPushError ? error.statusCode : undefined;
        return { ok: false, gone: statusCode === 404 || statusCode === 410, statusCode, error };
      }
    },
  };
}
