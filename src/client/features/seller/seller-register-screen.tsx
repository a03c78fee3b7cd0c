import { Alert, Button, Card, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { defaultAvailability } from '../../../shared/availability';
import { verificationFigures } from '../../../shared/guide-figures';
import { publicPages } from '../../../shared/page-meta';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { RegistrationFormState } from './registration-errors';
import { RegistrationForm } from './registration-form';

const REGISTRATION_FAILED = 'Something went wrong. Please try again.';

/** A rejected applicant applies again with what they sent last time. */
function initialForm(profile: SellerProfileDto | null | undefined): RegistrationFormState {
  const availability = { ...defaultAvailability(), ...(profile?.availability ?? {}) };
  if (!profile) {
    return {
      sellerType: '',
      displayName: '',
      bio: '',
      pickupLocationAddress: '',
      pickupInstructions: '',
      availability,
      licenseImageUrl: '',
    };
  }
  return {
    sellerType:
      profile.sellerType === 'commercial_fisher' || profile.sellerType === 'charter_boat'
        ? 'commercial'
        : profile.sellerType,
    displayName: profile.displayName,
    bio: profile.bio ?? '',
    pickupLocationAddress: profile.pickupLocationAddress ?? '',
    pickupInstructions: profile.pickupInstructions ?? '',
    availability,
    licenseImageUrl: profile.licenseImageUrl ?? '',
  };
}

export function SellerRegisterScreen() {
  const meta = publicPages['/seller-register'];
  useDocumentTitle(meta.title, meta.description);
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const mine = trpc.sellers.mine.useQuery(undefined, { enabled: Boolean(user) });
  const register = trpc.sellers.register.useMutation({
    onSuccess: async () => {
      toaster.create({
        title: 'Registration Submitted',
        description: `We review applications within ${verificationFigures.reviewTime} and will e-mail you the decision.`,
        type: 'success',
      });
      await Promise.all([utils.auth.me.invalidate(), utils.sellers.mine.invalidate()]);
      void navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      toaster.create({
        title: 'Registration Failed',
        description: messageOf(error, REGISTRATION_FAILED),
        type: 'error',
      });
    },
  });

  // Applying needs an account: visitors sign in (or sign up) first and come straight back.
  useEffect(() => {
    if (!isLoading && !user)
      window.location.assign(`/api/login?returnTo=${encodeURIComponent('/seller-register')}`);
  }, [isLoading, user]);

  if (isLoading || !user || mine.isLoading) {
    return (
      <Center py="24">
        <Spinner size="lg" color="bay.solid" aria-label="Loading" />
      </Center>
    );
  }
  const profile = mine.data;
  const status = profile?.verificationStatus;

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          Become a Seller
        </Heading>
        <Text color="fg.muted">
          Sell your fresh catch directly to local buyers with dockside pickup. Tell us about yourself and when
          buyers can collect.
        </Text>
      </Stack>
      {status === 'pending' || status === 'approved' ? (
        <Alert.Root status={status === 'approved' ? 'success' : 'info'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {status === 'approved'
                ? 'You are already a verified seller.'
                : 'Your application is waiting for review.'}
            </Alert.Title>
            <Alert.Description>
              <Button asChild size="sm" mt="3" colorPalette="bay">
                <Link to="/dashboard">Go to Dashboard</Link>
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Card.Root>
          <Card.Body>
            {status === 'rejected' && (
              <Alert.Root status="warning" mb="6">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Your last application was not approved.</Alert.Title>
                  <Alert.Description>
                    {profile?.rejectionReason ?? 'Update your details below and apply again.'}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <RegistrationForm
              initial={initialForm(profile)}
              submitting={register.isPending}
              serverError={register.error}
              onSubmit={(form) => register.mutate(form)}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Container>
  );
}
