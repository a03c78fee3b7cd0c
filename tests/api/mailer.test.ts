import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { emailOutbox } from '../../src/server/db/tables';
import { createMailer } from '../../src/server/integrations/email/mailer';
import { type LocalSmtp, startLocalSmtp } from '../helpers/local-smtp';
import { createTestApp } from '../helpers/test-app';

describe('the mailer', () => {
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());

  it('delivers over SMTP and records the message as sent', async () => {
    const { db, logs } = await createTestApp();
    const mailer = createMailer({
      db,
      logger: { debug() {}, info() {}, warn: (m) => logs.push({ level: 'warn', message: m }), error() {} },
      smtpUrl: smtp.url,
      from: 'BayCatch <no-reply@baycatch.test>',
    });
    const result = await mailer.send({
      to: 'crabber@example.test',
      subject: 'Order ready',
      text: 'Your crabs are ready.',
    });
    expect(result.status).toBe('sent');
    const last = smtp.received.at(-1);
    expect(last?.to).toEqual(['crabber@example.test']);
    expect(last?.from).toBe('no-reply@baycatch.test');
    expect(last?.body).toContain('Subject: Order ready');
    expect(last?.body).toContain('Your crabs are ready.');
    const rows = await db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('sent');
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the message in the outbox and logs it when no SMTP server is configured', async () => {
    const { db, services } = await createTestApp();
    const result = await services.mailer.send({ to: 'a@example.test', subject: 'Hello', text: 'Body' });
    expect(result.status).toBe('logged');
    const rows = await db.select().from(emailOutbox);
    expect(rows.map((row) => [row.to, row.subject, row.status])).toEqual([
      ['a@example.test', 'Hello', 'logged'],
    ]);
  });

  it('records a failed delivery without throwing', async () => {
    const { db } = await createTestApp();
    const warnings: string[] = [];
    const mailer = createMailer({
      db,
      logger: { debug() {}, info() {}, warn: (m) => warnings.push(m), error() {} },
      // Nothing listens on port 9 (discard) on this machine: the connection is refused.
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'BayCatch <no-reply@baycatch.test>',
    });
    const result = await mailer.send({ to: 'a@example.test', subject: 'Hello', text: 'Body' });
    expect(result.status).toBe('failed');
    expect(warnings).toEqual(['email delivery failed']);
    const row = first(await db.select().from(emailOutbox));
    expect(row?.status).toBe('failed');
    expect(row?.error).toBeTruthy();
  });
});
