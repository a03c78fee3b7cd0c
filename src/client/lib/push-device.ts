/**
 * This browser's Web Push subscription (docs/product/notifications.md). Phone alerts need a
 * registered service worker, the Push API and a permission the person has not refused.
 */

/** The VAPID public key as `applicationServerKey` wants it: URL-safe Base64 to bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The service worker that would receive pushes, when this browser can have phone alerts at all. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof window === 'undefined' || !('PushManager' in window) || !('serviceWorker' in navigator))
    return undefined;
  if (typeof Notification === 'undefined' || Notification.permission === 'denied') return undefined;
  return navigator.serviceWorker.getRegistration().catch(() => undefined);
}

/**
 * Asks for permission and subscribes with the server's key (a subscription made with another key
 * is replaced). 'denied' when the person said no.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const current = subscription?.options.applicationServerKey;
  if (subscription && (!current || !sameBytes(new Uint8Array(current), key))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}

/** Ends this browser's subscription; its endpoint, for the server to forget it too. */
export async function unsubscribeThisDevice(): Promise<string | undefined> {
  const subscription = await (await pushRegistration())?.pushManager.getSubscription();
  if (!subscription) return undefined;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
