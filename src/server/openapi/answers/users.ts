import { z } from 'zod';
import { userDto as sharedUserDto, type UserDto } from '../../../shared/user.schema';
import { answerSchema } from './answer-schema';
import { instant } from './common';
import { sellerProfileDto } from './sellers';

export const userDto = answerSchema<UserDto>()(
  sharedUserDto
    .extend({
      emailVerified: z
        .boolean()
        .meta({ description: 'False until the owner follows the link e-mailed to the address' }),
      crabberProfile: sellerProfileDto
        .nullable()
        .meta({ description: 'The seller profile; null for a buyer' }),
      twoFactorEnabled: z
        .boolean()
        .meta({ description: 'An authenticator app is confirmed for two-factor sign-in' }),
      hasSecondFactor: z
        .boolean()
        .meta({ description: 'Any second factor (authenticator app or passkey); admin calls need one' }),
      createdAt: instant,
      updatedAt: instant,
    })
    .meta({ id: 'User', description: 'The signed-in person: never a password hash or session data' }),
);

/** A short confirmation for a person to read. */
export const messageDto = answerSchema<{ message: string }>()(
  z
    .object({ message: z.string().meta({ description: 'What happened, in words to show a person' }) })
    .meta({ id: 'Message' }),
);
