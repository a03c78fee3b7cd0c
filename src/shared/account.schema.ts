/** Account settings on the wire: what the owner may change, and what they read back. */
import { z } from 'zod';
import type { AccountDto, AccountSessionDto } from './account.dto';
import { emailAddress, newPassword, personName } from './auth.schema';
import { accountMessages } from './messages/account';
import { normalizeUsPhone } from './phone';

export type { AccountDto, AccountSessionDto };

/** Optional phone: blank removes it, anything else must be a US number and is kept as E.164. */
export const phoneInput = z
  .string()
  .max(40, accountMessages.phoneInvalid)
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const normalized = normalizeUsPhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: accountMessages.phoneInvalid });
      return z.NEVER;
    }
    return normalized;
  });

export const updateAccountInput = z.strictObject({
  firstName: personName('First name').optional(),
  lastName: personName('Last name').optional(),
  phone: phoneInput.optional(),
  /** An uploaded profile photo (POST /api/uploads/profile-photos), or null to remove it. */
  profileImageUrl: z.string().max(300).nullable().optional(),
});
export type UpdateAccountInput = z.infer<typeof updateAccountInput>;

export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: accountMessages.currentPasswordRequired })
    .min(1, accountMessages.currentPasswordRequired)
    .max(256),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The password a person types to confirm a sensitive change (e-mail, deletion). */
const confirmingPassword = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .max(256);

export const changeEmailInput = z.object({ email: emailAddress, password: confirmingPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

export const deleteAccountInput = z.object({ password: confirmingPassword });
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;
