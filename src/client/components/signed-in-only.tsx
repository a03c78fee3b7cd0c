import { Center } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useCurrentUser } from '../lib/use-current-user';
import { useIsOffline } from '../lib/use-is-offline';
import { OfflineUnavailable } from './offline-notices';
import { toastThenSignIn } from './signed-out-redirect';
import { LoadingSpinner } from './ui/loading-spinner';

/**
 * Sends signed-out visitors to sign in, with the toast and 500 ms pause (docs/product/accounts.md);
 * without network it says so instead (docs/product/offline.md).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const location = useLocation();
  // Sign-in needs the network: offline, nobody is sent to a page that cannot load.
  const offline = useIsOffline();
  const mustSignIn = !isLoading && !isSignedIn && !offline;

  useEffect(() => {
    if (!mustSignIn) return;
    return toastThenSignIn(`${location.pathname}${location.searchStr}`);
  }, [mustSignIn, location.pathname, location.searchStr]);

  if (!isSignedIn && offline) return <OfflineUnavailable />;
  if (!isSignedIn) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading" />
      </Center>
    );
  }
  return <>{children}</>;
}
