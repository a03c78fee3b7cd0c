/** What the contact form's call answers: the stored message's id. */
import { z } from 'zod';

export const contactSentDto = z
  .object({ id: z.string().meta({ description: 'The stored message' }) })
  .meta({ id: 'ContactMessageSent' });
export type ContactSentDto = z.output<typeof contactSentDto>;
