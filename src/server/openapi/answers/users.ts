import { z } from 'zod';
import { userRoles } from '../../../shared/roles';
import type { UserDto } from '../../../shared/user.schema';
import { answerSchema } from './answer-schema';
import { instant } from './common';
import { sellerProfileDto } from './sellers';

export const userDto = answerSchema<UserDto>()(
  z
    .object({
      id: z.string(),
      email: z.string(),
      emailVerified: z
        .boolean()
        .meta({ description: 'False until the owner follows the link e-mailed to the address' }),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      profileImageUrl: z.string().nullable(),
      role: z.enum(userRoles),
      crabberProfile: sellerProfileDto
        .nullable()
        .meta({ description: 'The seller profile; null for a buyer' }),
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
