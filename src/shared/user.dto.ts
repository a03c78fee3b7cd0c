/** The signed-in person as every sign-in and current-user call answers: never a password hash or session data. */
import { z } from 'zod';
import { userRoles } from './roles';
import { sellerProfileDto } from './seller.dto';
import { instant } from './wire-formats';

export const userDto = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    emailVerified: z
      .boolean()
      .meta({ description: 'False until the owner follows the link e-mailed to the address' }),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    phone: z.string().nullable().meta({ description: "The person's own number, E.164; shown only to them" }),
    phoneVerified: z
      .boolean()
      .meta({ description: 'Whether the number was confirmed with a texted code (texts go only then)' }),
    role: z.enum(userRoles),
    crabberProfile: sellerProfileDto.nullable().meta({ description: 'The seller profile; null for a buyer' }),
    twoFactorEnabled: z
      .boolean()
      .meta({ description: 'An authenticator app is confirmed for two-factor sign-in' }),
    hasSecondFactor: z
      .boolean()
      .meta({ description: 'Any second factor (authenticator app or passkey); admin calls need one' }),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'User', description: 'The signed-in person: never a password hash or session data' });
export type UserDto = z.output<typeof userDto>;

/** A short confirmation for a person to read. */
export const messageDto = z
  .object({ message: z.string().meta({ description: 'What happened, in words to show a person' }) })
  .meta({ id: 'Message' });
