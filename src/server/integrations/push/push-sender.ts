/**
 * Sending Web Push messages. The one implementation is `web-push` (RFC 8291 aes128gcm payloads,
 * RFC 8292 VAPID): with keys from the VAPID_* settings, or generated at first start and kept in the
 * database. Nothing else to run locally; a send only needs the network to reach the browser's push
 * service. Tests point subscriptions at a local HTTPS server and pass an agent that trusts its
 * certificate.
 */
import type { Agent } from 'node:https';
import webPush from 'web-push';

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
}: {
  /** Read at send time: the generated pair is made on first use. */
  keys: () => Promise<VapidKeys>;
  /** mailto: or https: contact for the push services. */
  subject: string;
  agent?: Agent;
}): PushSender {
  return {
    async send(target, payload) {
      const { publicKey, privateKey } = await keys();
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: TIME_TO_LIVE_SECONDS,
            urgency: 'high',
            timeout: TIMEOUT_MS,
            ...(agent && { agent }),
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
