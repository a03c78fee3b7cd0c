import { Alert, Button, Card, Center, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { registerInput } from '../../../shared/auth.schema';
import { defaultAvailability } from '../../../shared/availability';
import { verificationFigures } from '../../../shared/guide-figures';
import { authMessages } from '../../../shared/messages/auth';
import { publicPages } from '../../../shared/page-meta';
import type { SellerProfileDto, SellerRegistrationInput } from '../../../shared/seller.schema';
import { emptyAccountDraft, type NewAccountDraft } from '../../components/new-account-fields';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { uploadFile } from '../../lib/upload-file';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApplicantAccountSection } from './applicant-account-section';
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

/** The shared sign-up schema's first message per field of the account draft. */
function accountErrorsOf(draft: NewAccountDraft): Partial<Record<keyof NewAccountDraft, string>> {
  const result = registerInput.safeParse(draft);
  const errors: Partial<Record<keyof NewAccountDraft, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof NewAccountDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * "Become a Seller" is public: a visitor fills in an account and the application in one form, and
 * submitting creates the account, uploads a held licence file, then applies. Nothing typed is lost
 * if a step is refused: the form stays as it is, and an account made here is not made twice.
 */
export function SellerRegisterScreen() {
  const meta = publicPages['/seller-register'];
  useDocumentTitle(meta.title, meta.description);
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const mine = trpc.sellers.mine.useQuery(undefined, { enabled: Boolean(user) });
  const [draft, setDraft] = useState(emptyAccountDraft);
  const [draftErrors, setDraftErrors] = useState<Partial<Record<keyof NewAccountDraft, string>>>({});
  // The visitor made the account on this page: keep the same form on screen rather than reloading.
  const [joinedHere, setJoinedHere] = useState(false);
  const signUp = trpc.auth.register.useMutation();
  const [noSession, setNoSession] = useState(false);
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

  async function apply(form: SellerRegistrationInput, heldLicense: File | null) {
    if (!user) {
      const created = await signUp.mutateAsync(draft).catch(() => null);
      if (!created) return;
      // A taken address is answered like a new one (its owner is mailed): only the session differs.
      const signedIn = await utils.auth.me.fetch(undefined, { staleTime: 0 }).catch(() => null);
      setNoSession(!signedIn);
      if (!signedIn) return;
      setJoinedHere(true);
    }
    let licenseImageUrl = form.licenseImageUrl;
    if (heldLicense) {
      try {
        licenseImageUrl = await uploadFile('/api/uploads/licenses', heldLicense);
      } catch (uploadError) {
        toaster.create({ title: 'Upload Failed', description: messageOf(uploadError), type: 'error' });
        return;
      }
    }
    register.mutate({ ...form, licenseImageUrl });
  }

  if (isLoading || (user && mine.isLoading && !joinedHere)) {
    return (
      <Center py="24">
        <LoadingSpinner size="lg" label="Loading" />
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
              submitting={signUp.isPending || register.isPending}
              serverError={register.error}
              onSubmit={(form, heldLicense) => void apply(form, heldLicense)}
              account={
                !user || joinedHere
                  ? {
                      fields: (
                        <ApplicantAccountSection
                          user={user}
                          draft={draft}
                          onChange={setDraft}
                          errors={draftErrors}
                          signUpError={
                            signUp.error ?? (noSession ? new Error(authMessages.signUpNoSession) : null)
                          }
                        />
                      ),
                      validate: () => {
                        if (user) return true;
                        const found = accountErrorsOf(draft);
                        setDraftErrors(found);
                        return Object.keys(found).length === 0;
                      },
                    }
                  : undefined
              }
            />
          </Card.Body>
        </Card.Root>
      )}
    </Container>
  );
}
