/**
 * Order messages written without signal, kept on the device until they are sent (as the seller's
 * check-ins are: ../offline-checkin). One list per order in the key-value store; sign-out erases
 * it with the rest of the device's data (../device-data.ts). The store is IndexedDB in the app and
 * a Map in the unit tests.
 */
import type { DeviceKeyValue } from '../device-key-value';

export type KeyValue = Pick<DeviceKeyValue, 'get' | 'set' | 'del'>;

export interface QueuedMessage {
  id: string;
  body: string;
  /** ISO time it was written. */
  queuedAt: string;
}

/** What became of one queued message when the outbox was sent. */
export type SendOutcome = 'sent' | 'refused' | 'no-answer';

const keyOf = (orderId: string) => `order:${orderId}`;

export async function queuedMessages(kv: KeyValue, orderId: string): Promise<QueuedMessage[]> {
  return (await kv.get<QueuedMessage[]>(keyOf(orderId))) ?? [];
}

export async function queueMessage(kv: KeyValue, orderId: string, message: QueuedMessage): Promise<void> {
  await kv.set(keyOf(orderId), [...(await queuedMessages(kv, orderId)), message]);
}

/**
 * Sends the order's queued messages in the order they were written, each leaving the queue once
 * the server has answered for it (sent, or refused: a refusal does not pass by sending again).
 * The first that gets no answer stops the round, so the rest keep their order for the next one.
 * Returns the messages the server refused, for the screen to give back to the writer.
 */
export async function sendQueued(
  kv: KeyValue,
  orderId: string,
  send: (body: string) => Promise<SendOutcome>,
): Promise<QueuedMessage[]> {
  const refused: QueuedMessage[] = [];
  for (const message of await queuedMessages(kv, orderId)) {
    const outcome = await send(message.body);
    if (outcome === 'no-answer') break;
    if (outcome === 'refused') refused.push(message);
    const left = (await queuedMessages(kv, orderId)).filter((queued) => queued.id !== message.id);
    if (left.length === 0) await kv.del(keyOf(orderId));
    else await kv.set(keyOf(orderId), left);
  }
  return refused;
}
