/** The contact form. */
import { SUPPORT_RESPONSE_HOURS } from '../support';

export const contactMessages = {
  sentTitle: 'Message Sent',
  sentDescription: `Thanks for reaching out. Our support team will reply by e-mail within ${SUPPORT_RESPONSE_HOURS} hours.`,
  tooMany: 'You have sent several messages in a short time. Please wait before sending another.',
} as const;
