import { authMessages } from '../../shared/messages/auth';
import { isSignedOutError } from '../lib/errors';
import { toaster } from './ui/toaster';

/** The pause before a signed-out visitor is sent to sign in. */
const LOGGED_OUT_REDIRECT_MS = 500;

/**
 * The 'Unauthorized' toast, then sign-in 500 ms later, coming back to `returnTo`
 * (docs/product/accounts.md): for a session that ended while the person was using a page. The pause starts once the toast is on screen, so it is read even when the toast's
 * code arrives late. Returns a function that calls the move off.
 */
function toastThenSignIn(returnTo: string): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  void toaster
    .create({
      title: authMessages.loggedOutTitle,
      description: authMessages.loggedOutDescription,
      type: 'error',
    })
    .then(() => {
      if (cancelled) return;
      timer = setTimeout(() => {
        window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      }, LOGGED_OUT_REDIRECT_MS);
    });
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/** For a call that failed because the session ended: toast and sign in. False for any other error. */
export function redirectIfSignedOut(error: unknown): boolean {
  if (!isSignedOutError(error)) return false;
  toastThenSignIn(`${window.location.pathname}${window.location.search}`);
  return true;
}
