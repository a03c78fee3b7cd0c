import { Alert, Center, Container } from '@chakra-ui/react';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { useCurrentUser } from '../../lib/use-current-user';

/** The admin screen explains itself instead of redirecting (docs/product/admin.md). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn, isAdmin, user } = useCurrentUser();
  if (isLoading) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading" />
      </Center>
    );
  }
  if (!isSignedIn || !isAdmin) {
    return (
      <Container maxW="xl" py="16">
        <Alert.Root status={isSignedIn ? 'error' : 'info'}>
          <Alert.Indicator />
          <Alert.Title>{isSignedIn ? adminMessages.accessDenied : adminMessages.loginRequired}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  // Admin tools need a second factor: enrol first (the section there says why).
  if (!user?.twoFactorEnabled) return <Navigate to="/account" hash="two-factor" replace />;
  return <>{children}</>;
}
