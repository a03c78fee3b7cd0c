import { and, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { emailOutbox } from '../../src/server/db/tables';
import type { TestApp } from './test-app';

/**
 * The outbox's e-mails, with `subject` and to `to` when given, oldest first, once at least `count`
 * are there: services mail in the background after they answer (so that known and unknown
 * addresses take as long), so a mail may land a moment after the answer.
 */
export function mailsInOutbox(
  t: TestApp,
  { subject, to, count = 1 }: { subject?: string; to?: string; count?: number } = {},
) {
  return vi.waitFor(
    async () => {
      const mails = await t.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            subject === undefined ? undefined : eq(emailOutbox.subject, subject),
            to === undefined ? undefined : eq(emailOutbox.to, to),
          ),
        )
        .orderBy(emailOutbox.createdAt);
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails;
    },
    { timeout: 5000 },
  );
}
