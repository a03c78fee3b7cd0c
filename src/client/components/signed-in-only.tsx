import { Center } from '@chakra-ui/react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { signInToContinuePath } from '../../shared/page-meta';
import { useCurrentUser } from '../lib/use-current-user';
import { useIsOffline } from '../lib/use-is-offline';
import { OfflineUnavailable } from './offline-notices';
import { LoadingSpinner } from './ui/loading-spinner';

/**
 * Sends signed-out visitors straight to sign in, told why and brought back afterwards
 * (docs/product/accounts.md); the server does the same for a page opened directly. Without network
 * it says so instead (docs/product/offline.md).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const location = useLocation();
  const router = useRouter();
  // Sign-in needs the network: offline, nobody is sent to a page that cannot load.
  const offline = useIsOffline();
  const mustSignIn = !isLoading && !isSignedIn && !offline;

  // Once: the location changes to sign-in before this screen goes, and must not be sent on again.
  const sent = useRef(false);
  useEffect(() => {
    if (!mustSignIn || sent.current) return;
    sent.current = true;
    router.history.replace(signInToContinuePath(`${location.pathname}${location.searchStr}`));
  }, [mustSignIn, location.pathname, location.searchStr, router]);

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
