import { eq, lt } from 'drizzle-orm';
import type { ContactMessage } from '../../../shared/contact.schema';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { contactMessages } from '../../db/tables';

export function createContactRepo(db: Db) {
  return {
    async insert(message: ContactMessage & { userId: string | null }): Promise<string> {
      return first(
        await db
          .insert(contactMessages)
          .values({
            userId: message.userId,
            firstName: message.firstName,
            lastName: message.lastName,
            email: message.email,
            phone: message.phone ?? null,
            userType: message.userType,
            subject: message.subject,
            message: message.message,
          })
          .returning({ id: contactMessages.id }),
      )!.id;
    },
    async setEmailOutboxId(id: string, emailOutboxId: string): Promise<void> {
      await db.update(contactMessages).set({ emailOutboxId }).where(eq(contactMessages.id, id));
    },
    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      return affected(await db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)));
    },
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
