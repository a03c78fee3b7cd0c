/** Two-factor sign-in on the wire: enrolling an authenticator app, recovery codes, the code step of sign-in. */
import { z } from 'zod';
import { twoFactorMessages } from './messages/two-factor';
import type { RecoveryCodesDto, TwoFactorRequiredDto, TwoFactorSetupDto } from './two-factor.dto';

export type { RecoveryCodesDto, TwoFactorRequiredDto, TwoFactorSetupDto };

/** A 6-digit authenticator code; spaces people type between the groups are dropped. */
export const totpCodeInput = z
  .string({ error: twoFactorMessages.codeRequired })
  .max(20, twoFactorMessages.codeFormat)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.codeFormat));

/** A recovery code as printed (xxxxx-xxxxx); case, spaces and the dash do not matter. */
export const recoveryCodeInput = z
  .string({ error: twoFactorMessages.recoveryCodeRequired })
  .max(40, twoFactorMessages.recoveryCodeWrong)
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().min(1, twoFactorMessages.recoveryCodeRequired));

const accountPassword = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256);

export const twoFactorEnableInput = z.object({ code: totpCodeInput });
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableInput>;

export const twoFactorDisableInput = z.object({ password: accountPassword, code: totpCodeInput });
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInput>;

export const recoveryCodesInput = z.object({ password: accountPassword });
export type RecoveryCodesInput = z.infer<typeof recoveryCodesInput>;

/** The code step of sign-in: an authenticator code or one recovery code, never both. */
export const loginTwoFactorInput = z
  .object({
    code: totpCodeInput.optional(),
    recoveryCode: recoveryCodeInput.optional(),
    /** Skip the code on this browser for 30 days; ignored for admins. */
    rememberDevice: z.boolean().optional().default(false),
  })
  .refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), {
    message: twoFactorMessages.codeOrRecoveryCode,
    path: ['code'],
  });
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorInput>;
