import { Button, Center, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DataSection } from './data-section';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { SettingsSection } from './settings-section';
import { TextsSection } from './texts-section';
import { TwoFactorSection } from './two-factor-section';

/** /account: the signed-in person's own settings, one section each. */
export function AccountScreen() {
  useDocumentTitle('Account Settings');
  const { isSeller } = useCurrentUser();
  const account = trpc.account.get.useQuery();

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Account Settings
          </Heading>
          {account.data && <Text color="fg.muted">Signed in as {account.data.email}</Text>}
        </Stack>
        {account.isLoading ? (
          <Center py="16">
            <LoadingSpinner label="Loading account" />
          </Center>
        ) : account.isError || !account.data ? (
          <FormAlert>{messageOf(account.error)}</FormAlert>
        ) : (
          <>
            <ProfileSection account={account.data} />
            <TextsSection isSeller={isSeller} />
            <EmailSection account={account.data} />
            <SettingsSection
              title="Alerts"
              description="Sellers you follow, new-catch alerts for a species near you, and their e-mails."
            >
              <Button asChild alignSelf="start" variant="outline" colorPalette="bay">
                <Link to="/alerts">Manage alerts</Link>
              </Button>
            </SettingsSection>
            {!isSeller && (
              <SettingsSection
                title="Standing orders"
                description="Your weekly orders, filled first when the seller posts the catch."
              >
                <Button asChild alignSelf="start" variant="outline" colorPalette="bay" minH="12">
                  <Link to="/standing-orders">Manage standing orders</Link>
                </Button>
              </SettingsSection>
            )}
            <PasswordSection />
            <PasskeysSection />
            <TwoFactorSection />
            <SessionsSection />
            <DataSection />
            <DeleteSection isSeller={isSeller} />
          </>
        )}
      </Stack>
    </Container>
  );
}
