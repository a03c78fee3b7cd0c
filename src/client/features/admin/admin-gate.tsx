import { Alert, Center, Container, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/use-current-user';

/** The admin screen explains itself instead of redirecting (spec section 6). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn, isAdmin } = useCurrentUser();
  if (isLoading) {
    return (
      <Center py="24">
        <Spinner size="lg" color="bay.solid" aria-label="Loading" />
      </Center>
    );
  }
  if (!isSignedIn || !isAdmin) {
    return (
      <Container maxW="xl" py="16">
        <Alert.Root status={isSignedIn ? 'error' : 'info'}>
          <Alert.Indicator />
          <Alert.Title>{isSignedIn ? messages.adminAccessDenied : messages.adminLoginRequired}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  return <>{children}</>;
}
