/**
 * Where BayCatch will send a Web Push: only to the push services browsers actually use. A
 * subscription's endpoint comes from the caller, so without this list the server could be made to
 * connect anywhere (an internal address, a cloud metadata service). Tests and local push servers are
 * let in only by name, through PUSH_EXTRA_ORIGINS (off by default).
 */

/** Host names of the browsers' push services: exact names, or `.suffix` for any subdomain. */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Samsung Internet, Opera (Firebase Cloud Messaging).
  'fcm.googleapis.com',
  // Firefox (Mozilla autopush).
  'updates.push.services.mozilla.com',
  '.push.services.mozilla.com',
  // Safari on macOS and iOS.
  '.push.apple.com',
  // Edge on Windows (Windows Push Notification Services).
  '.notify.windows.com',
] as const;

function isKnownHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return KNOWN_PUSH_SERVICE_HOSTS.some((known) =>
    known.startsWith('.') ? host.endsWith(known) && host.length > known.length : host === known,
  );
}

/** Whether an endpoint is on a known push service (https, default port), or one of `extraOrigins`. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && isKnownHost(url.hostname);
}
