/**
 * One-click unsubscribe links (RFC 8058): the person's id and an HMAC-SHA256 of it under a server
 * key, so the link works without sign-in and cannot be made for anyone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'new-catch-unsubscribe:v1:';

function macOf(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest();
}

export function signUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${macOf(secret, userId).toString('base64url')}`;
}

/** The person a token was made for, or null when it was altered or made with another key. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedId, encodedMac, ...rest] = token.split('.');
  if (!encodedId || !encodedMac || rest.length > 0) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString();
  const given = Buffer.from(encodedMac, 'base64url');
  const expected = macOf(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
