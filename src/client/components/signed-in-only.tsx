import { Center, Spinner } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { LOGGED_OUT_REDIRECT_MS, messages } from '../../shared/messages';
import { useCurrentUser } from '../lib/use-current-user';
import { toaster } from './ui/toaster';

/** Sends signed-out visitors to sign in, with the toast and 500 ms pause of spec section 6. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const location = useLocation();
  const mustSignIn = !isLoading && !isSignedIn;

  useEffect(() => {
    if (!mustSignIn) return;
    toaster.create({
      title: messages.loggedOutTitle,
      description: messages.loggedOutDescription,
      type: 'error',
    });
    const returnTo = `${location.pathname}${location.searchStr}`;
    const timer = setTimeout(() => {
      window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    }, LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [mustSignIn, location.pathname, location.searchStr]);

  if (!isSignedIn) {
    return (
      <Center py="24">
        <Spinner size="lg" color="bay.solid" aria-label="Loading" />
      </Center>
    );
  }
  return <>{children}</>;
}
