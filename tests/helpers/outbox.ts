import { expect, vi } from 'vitest';
import type { TestApp } from './test-app';

/**
 * The e-mails the app sent, with `subject` and to `to` when given, oldest first, once at least
 * `count` are there: services mail in the background after they answer (so that known and unknown
 * addresses take as long), so a mail may come a moment after the answer. They are the messages as
 * sent, links included; the email_outbox table keeps them with link tokens redacted.
 */
export function mailsInOutbox(
  t: TestApp,
  { subject, to, count = 1 }: { subject?: string; to?: string; count?: number } = {},
) {
  return vi.waitFor(
    () => {
      const mails = t.mails.filter(
        (mail) => (subject === undefined || mail.subject === subject) && (to === undefined || mail.to === to),
      );
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails;
    },
    { timeout: 5000 },
  );
}
