import { messageOf, reasonOf } from '../../lib/errors';

/** The posting failures (docs/product/sellers.md), told apart by the server's stable reason code. */
export function describePostError(error: unknown): string {
  switch (reasonOf(error)) {
    case 'SELLER_NOT_APPROVED':
      return 'Your seller account is not yet approved. Please wait for admin approval to post catches.';
    case 'NOT_A_SELLER':
      return 'You need to register as a seller first to post catches.';
    default:
      return messageOf(error);
  }
}
