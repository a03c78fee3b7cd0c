import { eq, lt } from 'drizzle-orm';
import { contactMessages } from '../../../../db/schema';
import type { ContactMessage } from '../../../shared/contact.schema';
import type { Db } from '../../db/client';

export function createContactRepo(db: Db) {
  return {
    insert(message: ContactMessage & { userId: string | null }): string {
      return db
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
        .returning({ id: contactMessages.id })
        .get().id;
    },
    setEmailOutboxId(id: string, emailOutboxId: string): void {
      db.update(contactMessages).set({ emailOutboxId }).where(eq(contactMessages.id, id)).run();
    },
    deleteCreatedBefore(cutoff: Date): number {
      return db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).run().changes;
    },
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
