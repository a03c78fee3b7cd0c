import { Center } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useCurrentUser } from '../lib/use-current-user';
import { toastThenSignIn } from './signed-out-redirect';
import { LoadingSpinner } from './ui/loading-spinner';

/** Sends signed-out visitors to sign in, with the toast and 500 ms pause (docs/product/accounts.md). */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const location = useLocation();
  const mustSignIn = !isLoading && !isSignedIn;

  useEffect(() => {
    if (!mustSignIn) return;
    return toastThenSignIn(`${location.pathname}${location.searchStr}`);
  }, [mustSignIn, location.pathname, location.searchStr]);

  if (!isSignedIn) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading" />
      </Center>
    );
  }
  return <>{children}</>;
}
