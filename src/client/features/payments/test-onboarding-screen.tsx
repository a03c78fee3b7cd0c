import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Landmark } from 'lucide-react';
import { paymentMessages } from '../../../shared/messages/payment';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The test-mode provider's stand-in for Stripe's hosted onboarding: without Stripe keys a seller
 * "connects" a payout account here, so the whole Connect flow can be tried. Only the account's
 * own seller can see it.
 */
export function TestOnboardingScreen({ accountId }: { accountId: string }) {
  useDocumentTitle('Payout account setup');
  const account = trpc.payments.testOnboarding.useQuery({ accountId });
  const complete = trpc.payments.completeTestOnboarding.useMutation({
    onSuccess: ({ returnPath }) => {
      toaster.create({
        title: 'Payout account connected',
        description: 'Test mode: no real account was created.',
        type: 'success',
      });
      window.location.assign(returnPath);
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      toaster.create({ title: 'Connection Failed', description: messageOf(error), type: 'error' });
    },
  });

  if (account.isLoading) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading" />
      </Center>
    );
  }
  if (!account.data) {
    return (
      <Container maxW="lg" py="16">
        <FormAlert>{messageOf(account.error, paymentMessages.payoutAccountNotFound)}</FormAlert>
      </Container>
    );
  }
  const { status, email, refreshPath } = account.data;

  return (
    <Container maxW="lg" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Body gap="5">
          <HStack gap="3">
            <Landmark aria-hidden />
            <Heading as="h1" size="xl">
              Set up payouts
            </Heading>
            <Badge colorPalette={status === 'active' ? 'green' : 'yellow'}>
              {status === 'active' ? 'Active' : 'Pending'}
            </Badge>
          </HStack>
          <Alert.Root status="info" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Test mode — no real account is created</Alert.Title>
              <Alert.Description>
                Stripe keys are not configured, so BayCatch simulates Stripe's onboarding. With Stripe, this
                step collects your identity and bank details on Stripe's own pages.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              Account
            </Text>
            <Text fontFamily="mono">{accountId}</Text>
            <Text fontSize="sm" color="fg.muted" mt="2">
              Payouts e-mail
            </Text>
            <Text>{email}</Text>
          </Stack>
          <HStack justify="flex-end" gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={() => window.location.assign(refreshPath ?? '/dashboard')}>
              Finish Later
            </Button>
            <Button
              colorPalette="bay"
              loading={complete.isPending}
              onClick={() => complete.mutate({ accountId })}
            >
              Complete Setup
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
