import { z } from 'zod';
import { safeReturnTo } from './return-to';

/** Length is the only rule: no required character classes, which push people to predictable passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** An e-mail address as typed: trimmed and lower-cased, so one inbox is one account. */
export const emailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

/** A first or last name as people type it: trimmed, 1 to 60 characters. */
export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

/** The rule for every password someone chooses: at sign-up, on reset and on change. */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerInput = z.object({
  email: emailAddress,
  password: newPassword,
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailAddress,
  // No length rule here: a sign-in must never reveal the password policy of an account.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Only same-site paths may be returned to after sign-in, never another origin. */
export const returnToPath = z.string().optional().transform(safeReturnTo);

export const passwordResetRequestInput = z.object({ email: emailAddress });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetConfirmInput = z.object({
  token: z.string({ error: 'The reset link is missing its token' }).min(1).max(200),
  password: newPassword,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

export const verifyEmailInput = z.object({
  token: z.string({ error: 'The confirmation link is missing its token' }).min(1).max(200),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;
