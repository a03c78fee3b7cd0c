import { describe, expect, it } from 'vitest';
import {
  type KeyValue,
  queuedMessages,
  queueMessage,
  type SendOutcome,
  sendQueued,
} from '../../src/client/lib/offline-messages/outbox';

function memory(): KeyValue {
  const map = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
  };
}

const message = (id: string) => ({ id, body: `body ${id}`, queuedAt: '2026-11-28T12:00:00.000Z' });

describe('order messages written without signal', () => {
  it('are sent in the order written, and leave the queue once the server answered', async () => {
    const kv = memory();
    await queueMessage(kv, 'o1', message('a'));
    await queueMessage(kv, 'o1', message('b'));
    await queueMessage(kv, 'o2', message('c'));
    const sent: string[] = [];
    const refused = await sendQueued(kv, 'o1', async (body) => {
      sent.push(body);
      return 'sent';
    });
    expect(sent).toEqual(['body a', 'body b']);
    expect(refused).toEqual([]);
    expect(await queuedMessages(kv, 'o1')).toEqual([]);
    expect(await queuedMessages(kv, 'o2')).toHaveLength(1);
  });

  it('stop at the first without an answer, keeping it and the rest for the next round', async () => {
    const kv = memory();
    for (const id of ['a', 'b', 'c']) await queueMessage(kv, 'o1', message(id));
    const outcomes: SendOutcome[] = ['sent', 'no-answer', 'sent'];
    await sendQueued(kv, 'o1', async () => outcomes.shift()!);
    expect((await queuedMessages(kv, 'o1')).map((queued) => queued.id)).toEqual(['b', 'c']);
  });

  it('give back what the server refused, which does not stay to be sent again', async () => {
    const kv = memory();
    await queueMessage(kv, 'o1', message('a'));
    await queueMessage(kv, 'o1', message('b'));
    const refused = await sendQueued(kv, 'o1', async (body) => (body === 'body a' ? 'refused' : 'sent'));
    expect(refused.map((queued) => queued.id)).toEqual(['a']);
    expect(await queuedMessages(kv, 'o1')).toEqual([]);
  });
});
