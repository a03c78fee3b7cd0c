import { useCallback, useEffect, useRef, useState } from 'react';
import { isNoAnswer } from '../errors';
import { trpc } from '../trpc';
import { deviceOutbox } from './device-outbox';
import { type QueuedMessage, queuedMessages, queueMessage, type SendOutcome, sendQueued } from './outbox';

/** While messages wait and the browser thinks it is online (one bar can look online), try this often. */
const RETRY_MS = 20_000;

/**
 * An order's messages written without signal: kept on the device, shown as "Waiting for signal",
 * and sent when the signal returns (the `online` event, the page opening, and every 20 s while
 * some wait). `onRefused` gets back what the server turned down, with its answer.
 */
export function useOrderOutbox(orderId: string, onRefused: (message: QueuedMessage, error: unknown) => void) {
  const utils = trpc.useUtils();
  const [queued, setQueued] = useState<QueuedMessage[]>([]);
  const sending = useRef(false);
  const refusedRef = useRef(onRefused);
  refusedRef.current = onRefused;

  const reload = useCallback(async () => {
    setQueued(await queuedMessages(deviceOutbox(), orderId).catch(() => []));
  }, [orderId]);

  const flush = useCallback(async () => {
    if (sending.current || !navigator.onLine) return;
    sending.current = true;
    const errors = new Map<string, unknown>();
    try {
      const refused = await sendQueued(deviceOutbox(), orderId, async (body): Promise<SendOutcome> => {
        try {
          await utils.client.orderMessages.post.mutate({ id: orderId, body });
          return 'sent';
        } catch (error) {
          if (isNoAnswer(error)) return 'no-answer';
          errors.set(body, error);
          return 'refused';
        }
      });
      for (const message of refused) refusedRef.current(message, errors.get(message.body));
    } catch {
      // The store could not be read: nothing was sent, the next round tries again.
    } finally {
      sending.current = false;
    }
    await reload();
    void utils.orderMessages.thread.invalidate({ id: orderId });
  }, [orderId, reload, utils]);

  useEffect(() => {
    void reload().then(flush);
    const online = () => void flush();
    addEventListener('online', online);
    return () => removeEventListener('online', online);
  }, [reload, flush]);

  const waiting = queued.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  const queue = useCallback(
    async (body: string) => {
      await queueMessage(deviceOutbox(), orderId, {
        id: crypto.randomUUID(),
        body,
        queuedAt: new Date().toISOString(),
      });
      await reload();
    },
    [orderId, reload],
  );

  return { queued, queue };
}
