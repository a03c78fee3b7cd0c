import { sellerMessages } from '../../../shared/messages/seller';

/** The posting failures of spec section 8, matched on the server's message. */
export function describePostError(message: string): string {
  if (message.includes(sellerMessages.notAuthorizedToPost)) {
    return 'Your seller account is not yet approved. Please wait for admin approval to post catches.';
  }
  if (message.includes(sellerMessages.notACrabber))
    return 'You need to register as a seller first to post catches.';
  return message;
}
