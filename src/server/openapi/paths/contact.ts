import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { contactSentDto } from '../../../shared/contact.dto';
import { contactMessageInput } from '../../../shared/contact.schema';
import { jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Contact';

export const contactPaths: ZodOpenApiPathsObject = {
  '/api/contact': {
    post: operation({
      tag,
      summary: 'Send a message to the BayCatch team',
      description: 'The message is stored and e-mailed to support; a reply goes to the address given.',
      caller: 'anyone',
      body: jsonBody(contactMessageInput),
      answers: { 201: jsonAnswer(contactSentDto, 'The message is stored') },
      rateLimited: true,
    }),
  },
};
