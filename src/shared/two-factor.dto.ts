/** Two-factor answers: enrolling an authenticator app, recovery codes, and the code step of sign-in. */
import { z } from 'zod';

export const twoFactorSetupDto = z
  .object({
    secret: z.string().meta({ description: 'The 20-byte key, base32, for apps that cannot scan' }),
    otpauthUrl: z
      .string()
      .meta({ description: 'The otpauth://totp/ URL to show as a QR code (issuer BayCatch)' }),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetupDto = z.output<typeof twoFactorSetupDto>;

export const recoveryCodesDto = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .meta({ description: 'Ten single-use codes, shown this once (only their hashes are kept)' }),
  })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodesDto = z.output<typeof recoveryCodesDto>;

export const twoFactorRequiredDto = z.object({ twoFactorRequired: z.literal(true) }).meta({
  id: 'TwoFactorRequired',
  description: 'The password was right; send the code to /api/auth/login/two-factor. No session yet.',
});
export type TwoFactorRequiredDto = z.output<typeof twoFactorRequiredDto>;
