/// <reference lib="webworker" />
/**
 * The service worker's half of phone alerts (docs/product/notifications.md): a push from BayCatch
 * shows as a notification, and tapping it brings BayCatch forward on the order. The service worker
 * (src/client/sw.ts) calls `registerPushHandlers(self)`. Push payloads are `PushPayload` JSON,
 * encrypted for this browser by the server; anything unreadable still shows a plain notice, since
 * a push the browser was told about must show something (`userVisibleOnly`).
 */
import type { PushPayload } from '../shared/push.schema';

const ICON = '/icons/icon-192.png';
const FALLBACK: PushPayload = {
  title: 'BayCatch',
  body: 'There is news about your order.',
  url: '/orders',
  tag: 'baycatch-order',
};

/** Only a path on this site: a push never sends anyone elsewhere. */
function sitePath(value: unknown): string | undefined {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
    ? value
    : undefined;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : undefined;

/** What a push carries, read defensively: every missing or odd field falls back to the plain notice's. */
export function parsePushPayload(data: string | null | undefined): PushPayload {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      raw = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the plain notice.
  }
  return {
    title: text(raw.title, 120) ?? FALLBACK.title,
    body: text(raw.body, 500) ?? FALLBACK.body,
    url: sitePath(raw.url) ?? FALLBACK.url,
    tag: text(raw.tag, 100) ?? FALLBACK.tag,
  };
}

export function registerPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const payload = parsePushPayload(event.data?.text());
    event.waitUntil(
      sw.registration.showNotification(payload.title, {
        body: payload.body,
        icon: ICON,
        badge: ICON,
        tag: payload.tag,
        data: { url: payload.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const path = sitePath(data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined);
    const target = new URL(path ?? FALLBACK.url, sw.location.origin).href;
    event.waitUntil(openOrFocus(sw, target));
  });
}

/** Focuses a BayCatch window (on the order if it can go there), or opens one. */
async function openOrFocus(sw: ServiceWorkerGlobalScope, target: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (open) {
    const focused = await open.focus();
    try {
      await focused.navigate(target);
      return;
    } catch {
      // A window this worker does not control cannot be sent elsewhere: open the order instead.
    }
  }
  await sw.clients.openWindow(target);
}
