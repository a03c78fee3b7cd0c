import { eq } from 'drizzle-orm';
import type { SmsPrefs } from '../../../shared/sms-kinds';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { phoneCodes, users } from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

export function createPhoneCodesRepo(db: Db) {
  return {
    async findUser(id: string) {
      return first(
        await db
          .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, smsPrefs: users.smsPrefs })
          .from(users)
          .where(eq(users.id, id)),
      );
    },
    /** One live code per person: a new one replaces the last, its tries counted afresh. */
    async saveCode(values: Omit<PhoneCodeRow, 'attempts' | 'createdAt'>): Promise<void> {
      await db
        .insert(phoneCodes)
        .values(values)
        .onConflictDoUpdate({
          target: phoneCodes.userId,
          set: {
            phone: values.phone,
            codeHash: values.codeHash,
            expiresAt: values.expiresAt,
            attempts: 0,
            createdAt: new Date(),
          },
        });
    },
    async findCode(userId: string): Promise<PhoneCodeRow | undefined> {
      return first(await db.select().from(phoneCodes).where(eq(phoneCodes.userId, userId)));
    },
    async countTry(userId: string, attempts: number): Promise<void> {
      await db.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.userId, userId));
    },
    async deleteCode(userId: string): Promise<void> {
      await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    },
    /** The confirmed number becomes the account's, and the code is spent, together. */
    confirm(userId: string, phone: string, at: Date): Promise<void> {
      return inTransaction(db, async () => {
        await db.update(users).set({ phone, phoneVerifiedAt: at }).where(eq(users.id, userId));
        await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
      });
    },
    remove(userId: string): Promise<void> {
      return inTransaction(db, async () => {
        await db.update(users).set({ phone: null, phoneVerifiedAt: null }).where(eq(users.id, userId));
        await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
      });
    },
    async savePrefs(userId: string, smsPrefs: SmsPrefs): Promise<void> {
      await db.update(users).set({ smsPrefs }).where(eq(users.id, userId));
    },
  };
}
export type PhoneCodesRepo = ReturnType<typeof createPhoneCodesRepo>;
