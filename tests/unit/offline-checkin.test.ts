import { describe, expect, it } from 'vitest';
import { checkOffline } from '../../src/client/features/orders/offline-checkin/check-offline';
import {
  conflictsOf,
  drainQueue,
  enqueueCheckIn,
  type KeyValue,
  pendingCheckIns,
  savedList,
  saveList,
} from '../../src/client/lib/offline-checkin/queue';
import { codeHashOf as serverCodeHash, sha256Hex } from '../../src/server/lib/pass-token';
import type { CheckIn, PickupDayListDto, PickupListOrderDto } from '../../src/shared/pickup-checkin.schema';
import { codeHashOf, passHashOf, passQrValue, readPassInput } from '../../src/shared/pickup-pass';

const TOKEN = 'q8Xy3_Zt-0aBcDeFgHiJkA';
const CODE = 'ABCD-EFGH-JKMN';

function memoryStore(): KeyValue & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    clear: async () => map.clear(),
  };
}

async function listOrder(id: string, token: string, code: string, values: Partial<PickupListOrderDto> = {}) {
  return {
    id,
    reference: `#${id.slice(-8).toUpperCase()}`,
    buyerName: 'Robin Buyer',
    items: '1 dozen Jumbo Males',
    status: 'confirmed',
    paymentMethod: 'cash',
    paymentStatus: 'unpaid',
    total: '85.00',
    lines: [],
    pickupSlotStart: '2026-11-28T12:00:00.000Z',
    pickupLabel: 'Sat Nov 28, 7:00-11:00 AM',
    passHash: await passHashOf(token),
    codeHash: await codeHashOf(id, code),
    ...values,
  } satisfies PickupListOrderDto;
}

const checkIn = (orderId: string, checkedAt = '2026-11-28T12:30:00.000Z'): CheckIn => ({
  orderId,
  checkedAt,
  how: 'code',
});

describe('pass hashes', () => {
  it('are the same SHA-256 hex on the device (WebCrypto) as on the server (node:crypto)', async () => {
    expect(await passHashOf(TOKEN)).toBe(sha256Hex(TOKEN));
    expect(await passHashOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await codeHashOf('order-1', CODE)).toBe(serverCodeHash('order-1', CODE));
    expect(await codeHashOf('order-2', CODE)).not.toBe(await codeHashOf('order-1', CODE));
  });

  it('read a scanned pass with or without its prefix, a typed code forgivingly, and nothing else', () => {
    expect(passQrValue(TOKEN)).toBe(`baycatch:pass:${TOKEN}`);
    expect(readPassInput(passQrValue(TOKEN))).toEqual({ kind: 'token', token: TOKEN });
    expect(readPassInput(` ${TOKEN} `)).toEqual({ kind: 'token', token: TOKEN });
    expect(readPassInput('abcd efgh jkmn')).toEqual({ kind: 'code', code: CODE });
    expect(readPassInput('baycatch:pass:short')).toBeNull();
    expect(readPassInput('https://example.com/')).toBeNull();
    expect(readPassInput('')).toBeNull();
  });
});

describe('the offline check', () => {
  it('finds the order by its scanned pass or its typed code, with the messages of the check online', async () => {
    const orders = [
      await listOrder('order-1', TOKEN, CODE),
      await listOrder('order-2', 'AAAAAAAAAAAAAAAAAAAAAA', '0000-1111-2222'),
    ];
    expect(await checkOffline(orders, passQrValue(TOKEN))).toMatchObject({
      found: true,
      how: 'scan',
      order: { id: 'order-1' },
    });
    expect(await checkOffline(orders, '0000 1111 2222')).toMatchObject({
      found: true,
      how: 'code',
      order: { id: 'order-2' },
    });
    expect(await checkOffline(orders, 'oooo-iiii-2222')).toMatchObject({
      found: true,
      order: { id: 'order-2' },
    });
    expect(await checkOffline(orders, 'ZZZZ-ZZZZ-ZZZZ')).toEqual({
      found: false,
      invalid: false,
      message: 'No order of yours has this pickup code',
    });
    // Offline a pass not in the list may be another seller's: it can only be "not found".
    expect(await checkOffline(orders, passQrValue('BBBBBBBBBBBBBBBBBBBBBB'))).toMatchObject({
      found: false,
      invalid: false,
      message: expect.stringContaining("not in today's saved list"),
    });
    expect(await checkOffline(orders, 'ABC')).toEqual({
      found: false,
      invalid: true,
      message: 'A pickup code has 12 letters and digits, like ABCD-EFGH-JKMN',
    });
    // The code of one order does not open another: the hash is salted with the order id.
    const swapped = [{ ...orders[0]!, codeHash: orders[1]!.codeHash }];
    expect((await checkOffline(swapped, '0000-1111-2222')).found).toBe(false);
  });
});

describe('the check-in queue', () => {
  const list = (orders: PickupListOrderDto[]): PickupDayListDto => ({
    generatedAt: '2026-11-28T11:00:00.000Z',
    dates: ['2026-11-28', '2026-11-29'],
    orders,
  });

  it('keeps one seller’s list at a time: another seller saving clears the first one’s data', async () => {
    const kv = memoryStore();
    await saveList(
      kv,
      'seller-a',
      list([await listOrder('order-1', TOKEN, CODE)]),
      new Date('2026-11-28T11:00:00Z'),
    );
    await enqueueCheckIn(kv, 'seller-a', checkIn('order-1'));
    expect((await savedList(kv, 'seller-a'))?.savedAt).toBe('2026-11-28T11:00:00.000Z');

    await saveList(kv, 'seller-b', list([]), new Date());
    expect(await savedList(kv, 'seller-a')).toBeUndefined();
    expect(await pendingCheckIns(kv, 'seller-a')).toEqual([]);
    expect((await savedList(kv, 'seller-b'))?.list.orders).toEqual([]);
  });

  it('queues one check-in per order, the first kept', async () => {
    const kv = memoryStore();
    expect(await enqueueCheckIn(kv, 's', checkIn('order-1', '2026-11-28T12:00:00.000Z'))).toBe(1);
    expect(await enqueueCheckIn(kv, 's', checkIn('order-1', '2026-11-28T12:05:00.000Z'))).toBe(1);
    expect(await enqueueCheckIn(kv, 's', checkIn('order-2'))).toBe(2);
    expect((await pendingCheckIns(kv, 's')).map((c) => [c.orderId, c.checkedAt])).toEqual([
      ['order-1', '2026-11-28T12:00:00.000Z'],
      ['order-2', '2026-11-28T12:30:00.000Z'],
    ]);
  });

  it('drains what the server answered for, conflicts included, and keeps what was queued while sending', async () => {
    const kv = memoryStore();
    await enqueueCheckIn(kv, 's', checkIn('order-1'));
    await enqueueCheckIn(kv, 's', checkIn('order-2'));
    const sent: string[][] = [];
    const results = await drainQueue(kv, 's', async (checkIns) => {
      sent.push(checkIns.map((c) => c.orderId));
      await enqueueCheckIn(kv, 's', checkIn('order-3'));
      return {
        results: [
          { orderId: 'order-1', outcome: 'applied', status: 'completed', message: null },
          { orderId: 'order-2', outcome: 'conflict', status: 'cancelled', message: 'cancelled' },
        ],
      };
    });
    expect(sent).toEqual([['order-1', 'order-2']]);
    expect(conflictsOf(results!)).toEqual([
      { orderId: 'order-2', outcome: 'conflict', status: 'cancelled', message: 'cancelled' },
    ]);
    expect((await pendingCheckIns(kv, 's')).map((c) => c.orderId)).toEqual(['order-3']);
  });

  it('keeps everything when sending fails, and sends nothing when the queue is empty', async () => {
    const kv = memoryStore();
    let calls = 0;
    const send = async () => {
      calls += 1;
      throw new Error('offline');
    };
    expect(await drainQueue(kv, 's', send)).toBeNull();
    expect(calls).toBe(0);
    await enqueueCheckIn(kv, 's', checkIn('order-1'));
    await expect(drainQueue(kv, 's', send)).rejects.toThrow('offline');
    expect((await pendingCheckIns(kv, 's')).map((c) => c.orderId)).toEqual(['order-1']);
  });
});
