import { describe, expect, it, vi } from 'vitest';
import { base64UrlToBytes } from '../../src/client/lib/push-device';
import { parsePushPayload, registerPushHandlers } from '../../src/client/sw-push';
import { notificationTypes } from '../../src/shared/notification.schema';
import { pushPayloadFor, pushSubscriptionInput } from '../../src/shared/push.schema';

const ORDER = '0b7f4a52-1c1e-4f4e-9d55-7f0c8a1e2b3c';

describe('which notifications reach a phone', () => {
  const news = (type: (typeof notificationTypes)[number], recipientRole?: 'buyer' | 'seller') =>
    pushPayloadFor({
      type,
      title: 'Order Ready for Pickup',
      message: 'Your order is ready.',
      data: { orderId: ORDER },
      recipientRole,
    });

  it("pushes buyers' order news with the order's page and one tag per order", () => {
    expect(news('order_ready', 'buyer')).toEqual({
      title: 'Order Ready for Pickup',
      body: 'Your order is ready.',
      url: `/orders/${ORDER}`,
      tag: `order-${ORDER}`,
    });
    const pushed = notificationTypes.filter((type) => news(type, 'buyer') !== null);
    expect(pushed).toEqual([
      'order_status',
      'order_ready',
      'order_cancelled',
      'order_message',
      'pickup_reminder',
      'standing_filled',
      'standing_not_filled',
    ]);
  });

  it("pushes a buyer's waitlist hold with its catch's page", () => {
    const hold = { type: 'waitlist_hold' as const, title: 'Held for You', message: '2 dozen held.' };
    expect(pushPayloadFor({ ...hold, data: { catchId: 'c1' }, recipientRole: 'buyer' })).toEqual({
      title: 'Held for You',
      body: '2 dozen held.',
      url: '/catch/c1',
      tag: 'waitlist-c1',
    });
    expect(pushPayloadFor({ ...hold, data: {}, recipientRole: 'buyer' })).toBeNull();
  });

  it("pushes a standing order not filled to the buyer's standing orders", () => {
    expect(
      pushPayloadFor({
        type: 'standing_not_filled',
        title: 'Standing order not filled',
        message: 'Why',
        data: { standingOrderId: 'abc' },
        recipientRole: 'buyer',
      }),
    ).toEqual({
      title: 'Standing order not filled',
      body: 'Why',
      url: '/standing-orders',
      tag: 'standing-abc',
    });
  });

  it('pushes sellers their order news; never news without a recipient role or an order', () => {
    expect(notificationTypes.filter((type) => news(type, 'seller') !== null)).toEqual([
      'order_placed',
      'order_cancelled',
      'order_message',
      'buyer_arrived',
      'new_review',
      'pickup_reminder',
    ]);
    // A seller's evening count is about a day, not an order: it opens the dashboard.
    expect(
      pushPayloadFor({
        type: 'pickup_reminder',
        title: "Tomorrow's Pickups",
        message: 'Tomorrow: 2 pickups.',
        data: {},
        recipientRole: 'seller',
      }),
    ).toEqual({
      title: "Tomorrow's Pickups",
      body: 'Tomorrow: 2 pickups.',
      url: '/dashboard',
      tag: 'pickup-reminder',
    });
    expect(news('buyer_arrived', 'buyer')).toBeNull();
    expect(news('order_ready')).toBeNull();
    expect(
      pushPayloadFor({ type: 'order_ready', title: 't', message: 'm', data: {}, recipientRole: 'buyer' }),
    ).toBeNull();
  });
});

describe("a seller's new orders", () => {
  const order = (newOrders?: number) =>
    pushPayloadFor({
      type: 'order_placed',
      title: 'New Order',
      message: 'Robin reserved 1 dozen Jumbo Males.',
      data: { orderId: ORDER },
      recipientRole: 'seller',
      ...(newOrders === undefined ? {} : { newOrders }),
    });

  it('are one alert on the phone: alone it opens the order, close together the dashboard', () => {
    expect(order()).toEqual({
      title: 'New Order',
      body: 'Robin reserved 1 dozen Jumbo Males.',
      url: `/orders/${ORDER}`,
      tag: 'new-orders',
    });
    expect(order(3)).toEqual({
      title: '3 New Orders',
      body: '3 new orders in the last 10 minutes. Latest: Robin reserved 1 dozen Jumbo Males.',
      url: '/dashboard',
      tag: 'new-orders',
    });
  });
});

describe('the subscription a browser posts', () => {
  const valid = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  it('takes https endpoints and URL-safe Base64 keys only', () => {
    expect(pushSubscriptionInput.safeParse(valid).success).toBe(true);
    expect(pushSubscriptionInput.safeParse({ ...valid, endpoint: 'http://push.example/x' }).success).toBe(
      false,
    );
    expect(
      pushSubscriptionInput.safeParse({ ...valid, keys: { ...valid.keys, auth: 'a+b/c' } }).success,
    ).toBe(false);
    expect(
      pushSubscriptionInput.safeParse({ ...valid, endpoint: `https://p.example/${'x'.repeat(2100)}` })
        .success,
    ).toBe(false);
  });
});

describe('the VAPID key for applicationServerKey', () => {
  it('decodes URL-safe Base64 with or without padding', () => {
    const bytes = Uint8Array.from([251, 255, 0, 1, 2]);
    const encoded = Buffer.from(bytes).toString('base64url');
    expect([...base64UrlToBytes(encoded)]).toEqual([...bytes]);
    expect(
      base64UrlToBytes(
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      ),
    ).toHaveLength(65);
  });
});

describe('the service worker side', () => {
  it('reads a payload, falling back to a plain notice and to site paths only', () => {
    expect(
      parsePushPayload(
        JSON.stringify({ title: 'Order Ready for Pickup', body: 'Ready', url: '/orders/1', tag: 'order-1' }),
      ),
    ).toEqual({
      title: 'Order Ready for Pickup',
      body: 'Ready',
      url: '/orders/1',
      tag: 'order-1',
    });
    const plain = {
      title: 'BayCatch',
      body: 'There is news about your order.',
      url: '/orders',
      tag: 'baycatch-order',
    };
    expect(parsePushPayload('not json')).toEqual(plain);
    expect(parsePushPayload(null)).toEqual(plain);
    expect(parsePushPayload('[1]')).toEqual(plain);
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(parsePushPayload(JSON.stringify({ title: 'x', url })).url).toBe('/orders');
    }
  });

  function fakeWorker(
    windows: { url: string; focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> }[],
  ) {
    const listeners = new Map<string, (event: unknown) => void>();
    const showNotification = vi.fn(async () => undefined);
    const openWindow = vi.fn(async () => null);
    const sw = {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      registration: { showNotification },
      location: { origin: 'https://baycatch.example' },
      clients: { matchAll: async () => windows, openWindow },
    };
    registerPushHandlers(sw as unknown as ServiceWorkerGlobalScope);
    const fire = async (type: string, event: Record<string, unknown>) => {
      const waits: Promise<unknown>[] = [];
      listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
      await Promise.all(waits);
    };
    return { fire, showNotification, openWindow };
  }

  it('shows a push as a notification with the icon, tag and page', async () => {
    const worker = fakeWorker([]);
    const data = {
      text: () =>
        JSON.stringify({
          title: 'Order Ready for Pickup',
          body: 'Ready at Deale',
          url: '/orders/7',
          tag: 'order-7',
        }),
    };
    await worker.fire('push', { data });
    expect(worker.showNotification).toHaveBeenCalledWith('Order Ready for Pickup', {
      body: 'Ready at Deale',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'order-7',
      data: { url: '/orders/7' },
    });
  });

  it('a tap focuses an open BayCatch window on the order, or opens one', async () => {
    const close = vi.fn();
    const navigate = vi.fn(async () => undefined);
    const open = { url: 'https://baycatch.example/marketplace', focus: async () => open, navigate };
    const withWindow = fakeWorker([open]);
    await withWindow.fire('notificationclick', { notification: { close, data: { url: '/orders/7' } } });
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://baycatch.example/orders/7');
    expect(withWindow.openWindow).not.toHaveBeenCalled();

    const none = fakeWorker([{ url: 'https://elsewhere.example/', focus: vi.fn(), navigate: vi.fn() }]);
    await none.fire('notificationclick', { notification: { close, data: { url: 'https://evil.example/' } } });
    expect(none.openWindow).toHaveBeenCalledWith('https://baycatch.example/orders');
  });
});
