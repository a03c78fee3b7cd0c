import { z } from 'zod';
import type { Services } from '../../services';
import { answerSchema } from './answer-schema';

export const contactSentDto = answerSchema<Awaited<ReturnType<Services['contact']['sendMessage']>>>()(
  z.object({ id: z.string().meta({ description: 'The stored message' }) }).meta({ id: 'ContactMessageSent' }),
);
