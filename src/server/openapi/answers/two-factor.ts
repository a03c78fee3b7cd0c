import { z } from 'zod';
import {
  type RecoveryCodesDto,
  recoveryCodesDto as sharedRecoveryCodesDto,
  twoFactorRequiredDto as sharedTwoFactorRequiredDto,
  twoFactorSetupDto as sharedTwoFactorSetupDto,
  type TwoFactorRequiredDto,
  type TwoFactorSetupDto,
} from '../../../shared/two-factor.schema';
import { answerSchema } from './answer-schema';

export const twoFactorSetupDto = answerSchema<TwoFactorSetupDto>()(
  sharedTwoFactorSetupDto
    .extend({
      secret: z.string().meta({ description: 'The 20-byte key, base32, for apps that cannot scan' }),
      otpauthUrl: z
        .string()
        .meta({ description: 'The otpauth://totp/ URL to show as a QR code (issuer BayCatch)' }),
    })
    .meta({ id: 'TwoFactorSetup' }),
);

export const recoveryCodesDto = answerSchema<RecoveryCodesDto>()(
  sharedRecoveryCodesDto
    .extend({
      recoveryCodes: z
        .array(z.string())
        .meta({ description: 'Ten single-use codes, shown this once (only their hashes are kept)' }),
    })
    .meta({ id: 'RecoveryCodes' }),
);

export const twoFactorRequiredDto = answerSchema<TwoFactorRequiredDto>()(
  sharedTwoFactorRequiredDto.meta({
    id: 'TwoFactorRequired',
    description: 'The password was right; send the code to /api/auth/login/two-factor. No session yet.',
  }),
);
