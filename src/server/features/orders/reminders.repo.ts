/** The pickup reminders sent (sent_reminders): claiming one is inserting its key. */
import type { Db } from '../../db/client';
import { sentReminders } from '../../db/tables';

export function createRemindersRepo(db: Db) {
  return {
    /** True when this call claimed the reminder; false when it was already sent (by any process). */
    async claimReminder(key: string, at: Date): Promise<boolean> {
      const claimed = await db
        .insert(sentReminders)
        .values({ key, sentAt: at })
        .onConflictDoNothing()
        .returning({ key: sentReminders.key });
      return claimed.length > 0;
    },
  };
}
