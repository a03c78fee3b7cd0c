/**
 * Web Push reaches only the browsers' push services: a subscription elsewhere is refused (400), the
 * connection goes only to public addresses (after DNS, so rebinding does not help), an account has
 * at most 10 devices, and nothing about delivery is answered. The local push service of the other
 * push tests is let in only through PUSH_EXTRA_ORIGINS.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/tables';
import { MAX_PUSH_DEVICES } from '../../src/server/features/push/push.service';
import { isPublicAddress } from '../../src/server/integrations/push/public-address';
import { createWebPushSender, generateVapidKeys } from '../../src/server/integrations/push/push-sender';
import { isAllowedPushEndpoint } from '../../src/server/integrations/push/push-services';
import { type LocalPushService, startLocalPushService } from '../helpers/local-push-service';
import { createTestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { signedInBuyer } from './order-helpers';

let pushService: LocalPushService;
beforeEach(async () => {
  pushService = await startLocalPushService();
});
afterEach(async () => {
  await pushService.close();
});

const UNKNOWN = 'Phone alerts work through the browser’s own push service; this address is not one.';

describe('push endpoints', () => {
  it('refuses any endpoint but the known push services, REST and tRPC, storing nothing', async () => {
    const t = await createTestApp({}, { pushAgent: pushService.agent });
    const buyer = await signedInBuyer(t);
    const { subscription } = pushService.device();
    for (const endpoint of [
      subscription.endpoint, // 127.0.0.1, not named in PUSH_EXTRA_ORIGINS here
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://internal.example/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const res = await buyer.client.post('/api/push/subscriptions', { ...subscription, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(await res.json(), endpoint).toMatchObject({ message: UNKNOWN, errors: { endpoint: [UNKNOWN] } });
    }
    const { client } = createTrpcTestClient(t.app, { cookie: buyer.client.cookie });
    await expect(client.push.subscribe.mutate(subscription)).rejects.toMatchObject({
      data: { httpStatus: 400 },
    });
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('accepts the endpoints of FCM, Mozilla, Apple and Microsoft', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://push-eu.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true);
    }
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/x', [])).toBe(false);
    expect(isAllowedPushEndpoint('https://push.apple.com.evil.example/x', [])).toBe(false);
    expect(isAllowedPushEndpoint(`${pushService.origin}/push/x`, [pushService.origin])).toBe(true);
  });

  it('caps an account at 10 devices with a clear 409; a device subscribing again still works', async () => {
    const t = await createTestApp(
      { pushExtraOrigins: [pushService.origin] },
      { pushAgent: pushService.agent },
    );
    const buyer = await signedInBuyer(t);
    const first = pushService.device();
    expect((await buyer.client.post('/api/push/subscriptions', first.subscription)).status).toBe(201);
    for (let i = 1; i < MAX_PUSH_DEVICES; i++) {
      expect(
        (await buyer.client.post('/api/push/subscriptions', pushService.device().subscription)).status,
      ).toBe(201);
    }
    const eleventh = await buyer.client.post('/api/push/subscriptions', pushService.device().subscription);
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toMatchObject({
      message:
        'Phone alerts are on for 10 devices already. Turn them off on a device you no longer use first.',
    });
    expect((await buyer.client.post('/api/push/subscriptions', first.subscription)).status).toBe(201);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(MAX_PUSH_DEVICES);
  });
});

describe('the push connection', () => {
  const keys = generateVapidKeys();
  const target = (endpoint: string) => ({ endpoint, ...pushService.device().subscription.keys });

  it('goes only to public addresses: a name resolving to loopback is refused at connect time', async () => {
    // Allowed by name for this test (as PUSH_EXTRA_ORIGINS would), but through the guarded agent:
    // 'localhost' is not the listed origin, so the public-address rule applies to it.
    const port = new URL(pushService.origin).port;
    const sender = createWebPushSender({ keys: async () => keys, subject: 'mailto:t@bay.test' });
    const viaName = await sender.send(target(`https://localhost:${port}/push/device-x`), 'hi');
    expect(viaName.ok).toBe(false);
    const viaLiteral = await sender.send(target(`https://127.0.0.1:${port}/push/device-y`), 'hi');
    expect(viaLiteral.ok).toBe(false);
    expect(pushService.received).toHaveLength(0);
  });

  it('refuses a stored subscription that is not on a known push service, without connecting', async () => {
    const sender = createWebPushSender({ keys: async () => keys, subject: 'mailto:t@bay.test' });
    const result = await sender.send(target(`${pushService.origin}/push/old`), 'hi');
    expect(result).toMatchObject({ ok: false, gone: false });
    expect(pushService.received).toHaveLength(0);
  });

  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['142.250.74.10', '17.253.144.10', '2a00:1450:4001:82b::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
