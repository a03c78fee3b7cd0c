/** The text outbox: queued first, retried with backoff, given up with the reason, never to a stopped number. */
import { describe, expect, it } from 'vitest';
import { smsOutbox as smsOutboxTable } from '../../src/server/db/tables';
import { createSmsOutbox, MAX_SMS_ATTEMPTS } from '../../src/server/features/sms/sms-outbox';
import { createSmsOutboxRepo } from '../../src/server/features/sms/sms-outbox.repo';
import type { SmsProvider } from '../../src/server/integrations/sms/sms-provider';
import { createTestApp } from '../helpers/test-app';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const NUMBER = '+14105551234';

async function outboxWith(provider: SmsProvider, start: string) {
  const { db } = await createTestApp();
  let clock = new Date(start);
  const outbox = createSmsOutbox({
    repo: createSmsOutboxRepo(db),
    provider,
    logger: silent,
    now: () => clock,
  });
  // The worker is driven by hand here, as the server's timer would.
  outbox.kickDispatch = () => {};
  return {
    db,
    outbox,
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
    rows: () => db.select().from(smsOutboxTable),
  };
}

const noon = '2026-11-28T17:00:00Z';

describe('the text outbox', () => {
  it('queues a text and sends it on the next dispatch, keeping the provider id', async () => {
    const sent: string[] = [];
    const t = await outboxWith(
      {
        send: async ({ body }) => {
          sent.push(body);
          return { status: 'sent', providerId: 'SM1' };
        },
      },
      noon,
    );
    await t.outbox.enqueue({ to: NUMBER, body: 'hello', kind: 'ready' });
    expect((await t.rows())[0]).toMatchObject({ status: 'queued', attempts: 0 });
    expect(sent).toEqual([]);
    await t.outbox.dispatch();
    expect(sent).toEqual(['hello']);
    expect((await t.rows())[0]).toMatchObject({ status: 'sent', attempts: 1, providerId: 'SM1' });
  });

  it('retries with growing pauses and gives up after the last try, keeping the reason', async () => {
    let calls = 0;
    const t = await outboxWith(
      {
        send: async () => {
          calls += 1;
          throw new Error('carrier unreachable');
        },
      },
      noon,
    );
    await t.outbox.enqueue({ to: NUMBER, body: 'hello', kind: 'ready' });
    await t.outbox.dispatch();
    expect((await t.rows())[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'carrier unreachable',
    });
    await t.outbox.dispatch();
    expect(calls).toBe(1); // not yet due
    for (let i = 1; i < MAX_SMS_ATTEMPTS; i++) {
      t.advance(60 * 60_000);
      await t.outbox.dispatch();
    }
    expect(calls).toBe(MAX_SMS_ATTEMPTS);
    expect((await t.rows())[0]).toMatchObject({ status: 'failed', error: 'carrier unreachable' });
    expect(await t.outbox.list('failed')).toEqual([
      expect.objectContaining({
        to: '(•••) •••-1234',
        error: 'carrier unreachable',
        attempts: MAX_SMS_ATTEMPTS,
      }),
    ]);
  });

  it('never sends to a number that said STOP, even one that stopped while the text waited', async () => {
    const sent: string[] = [];
    const t = await outboxWith(
      {
        send: async ({ body }) => {
          sent.push(body);
          return { status: 'logged', providerId: null };
        },
      },
      noon,
    );
    await t.outbox.enqueue({ to: NUMBER, body: 'first', kind: 'ready' });
    await t.outbox.optOut(NUMBER);
    await t.outbox.enqueue({ to: NUMBER, body: 'second', kind: 'ready' });
    await t.outbox.dispatch();
    expect(sent).toEqual([]);
    expect((await t.rows()).map((row) => row.status)).toEqual(['suppressed', 'suppressed']);
  });

  it('holds a text past quiet hours, but not a code the person just asked for', async () => {
    const sent: string[] = [];
    const t = await outboxWith(
      {
        send: async ({ body }) => {
          sent.push(body);
          return { status: 'logged', providerId: null };
        },
      },
      '2026-11-28T03:00:00Z', // 10 pm on the Bay
    );
    await t.outbox.enqueue({ to: NUMBER, body: 'moved', kind: 'moved', pickupDay: '2026-11-30' });
    await t.outbox.enqueue({ to: NUMBER, body: 'code', kind: 'code' });
    await t.outbox.dispatch();
    expect(sent).toEqual(['code']);
    t.advance(9 * 60 * 60_000); // 7 am
    await t.outbox.dispatch();
    expect(sent).toEqual(['code', 'moved']);
  });
});
