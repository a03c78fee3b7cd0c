import { LOGGED_OUT_REDIRECT_MS, messages } from '../../shared/messages';
import { isUnauthorizedError } from '../lib/errors';
import { toaster } from './ui/toaster';

/**
 * For a call that failed because the session ended (spec section 8): the 'Unauthorized' toast,
 * then sign-in after 500 ms, coming back here. Returns false for any other error.
 */
export function redirectIfSignedOut(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  toaster.create({
    title: messages.loggedOutTitle,
    description: messages.loggedOutDescription,
    type: 'error',
  });
  const returnTo = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => {
    window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  }, LOGGED_OUT_REDIRECT_MS);
  return true;
}
