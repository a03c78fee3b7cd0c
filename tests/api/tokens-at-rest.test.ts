/**
 * No usable token anywhere but the hashed token tables: the outbox and the log keep mail with its
 * link tokens redacted; sent rows go after 30 days; production without SMTP logs that a mail could
 * not leave, never its link.
 */
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/tables';
import { SENT_MAIL_RETENTION_MS } from '../../src/server/integrations/email/mailer';
import { redactLinkTokens } from '../../src/server/integrations/email/redact-links';
import { authMessages } from '../../src/shared/messages/auth';
import { createUser } from '../helpers/factories';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';

async function mailedResetToken(t: TestApp, email: string): Promise<string> {
  await createClient(t.app).post('/api/auth/password-reset', { email });
  const [mail] = await mailsInOutbox(t, { subject: authMessages.passwordResetEmailSubject });
  const token = /reset-password\?token=([a-z2-7]{52})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

describe('tokens at rest', () => {
  it('keeps neither the reset nor the confirmation token in the outbox or the log', async () => {
    const t = await createTestApp({ logLevel: 'debug' });
    await createClient(t.app).post('/api/auth/register', {
      email: 'rest@bay.test',
      password: 'salt-marsh-heron-at-dawn',
      firstName: 'Ada',
      lastName: 'Bay',
    });
    const [confirmation] = await mailsInOutbox(t, { subject: authMessages.verifyEmailSubject });
    const verifyToken = /verify-email\?token=([a-z2-7]{52})/.exec(confirmation?.text ?? '')?.[1];
    const resetToken = await mailedResetToken(t, 'rest@bay.test');
    expect(verifyToken).toBeDefined();

    await expect.poll(async () => (await t.db.select().from(emailOutbox)).length).toBe(2);
    const stored = JSON.stringify(await t.db.select().from(emailOutbox));
    const logged = JSON.stringify(t.logs);
    for (const token of [resetToken, verifyToken as string]) {
      expect(stored).not.toContain(token);
      expect(logged).not.toContain(token);
    }
    expect(stored).toContain('/reset-password?token=[redacted]');
    expect(stored).toContain('/verify-email?token=[redacted]');
    // The mail that left still carried the working link.
    expect(
      (
        await createClient(t.app).post('/api/auth/password-reset/confirm', {
          token: resetToken,
          password: 'another-tide-another-heron',
        })
      ).status,
    ).toBe(200);
  });

  it('in production without SMTP logs that the mail could not be sent, never its link', async () => {
    const t = await createTestApp({ nodeEnv: 'production' });
    t.expectErrorLogs();
    const user = await createUser(t.db);
    const token = await mailedResetToken(t, user.email);
    await expect
      .poll(() => t.logs.find((log) => log.message === 'email not sent: no SMTP_URL is configured'))
      .toBeDefined();
    expect(JSON.stringify(t.logs)).not.toContain(token);
    expect(JSON.stringify(t.logs)).not.toContain('reset-password');
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'failed', error: 'no SMTP_URL configured' });
  });

  it('purges sent and logged mail after 30 days and keeps failed mail to look at', async () => {
    const t = await createTestApp();
    const now = new Date('2026-06-01T12:00:00Z');
    const old = new Date(now.getTime() - SENT_MAIL_RETENTION_MS - 1000);
    const recent = new Date(now.getTime() - SENT_MAIL_RETENTION_MS + 60_000);
    const row = (subject: string, status: 'sent' | 'logged' | 'failed', sentAt: Date | null) => ({
      to: 'a@bay.test',
      subject,
      text: 'x',
      status,
      sentAt,
      createdAt: sentAt ?? old,
    });
    await t.db
      .insert(emailOutbox)
      .values([
        row('old sent', 'sent', old),
        row('old logged', 'logged', old),
        row('recent sent', 'sent', recent),
        row('old failed', 'failed', null),
      ]);
    expect(await t.services.mailer.pruneSent(now)).toBe(2);
    const left = (await t.db.select().from(emailOutbox)).map((mail) => mail.subject).sort();
    expect(left).toEqual(['old failed', 'recent sent']);
  });
});

describe('redacting link tokens', () => {
  it('replaces the value of every token parameter, in text and in HTML', () => {
    expect(redactLinkTokens('Go to https://b.example/reset-password?token=abc234 now.')).toBe(
      'Go to https://b.example/reset-password?token=[redacted] now.',
    );
    expect(redactLinkTokens('<a href="https://b.example/unsubscribe?x=1&amp;token=zz.yy">')).toBe(
      '<a href="https://b.example/unsubscribe?x=1&amp;token=[redacted]">',
    );
    expect(redactLinkTokens('<https://b.example/api/alerts/unsubscribe?token=a.b&x=1>')).toBe(
      '<https://b.example/api/alerts/unsubscribe?token=[redacted]&x=1>',
    );
    expect(redactLinkTokens('no links here, token: none')).toBe('no links here, token: none');
  });
});
