import { Badge, Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import type { AccountSessionDto } from '../../../shared/account.schema';
import { onDockClock } from '../../../shared/dock-clock';
import { accountMessages } from '../../../shared/messages/account';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './settings-section';

const when = (iso: string) =>
  onDockClock(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function deviceName(session: AccountSessionDto): string {
  if (!session.browser && !session.os) return accountMessages.unknownDevice;
  return [session.browser, session.os].filter(Boolean).join(' on ');
}

function DeviceIcon({ platform }: { platform: string | null }) {
  if (platform === 'mobile') return <Smartphone size={20} aria-hidden />;
  if (platform === 'tablet') return <Tablet size={20} aria-hidden />;
  return <Monitor size={20} aria-hidden />;
}

/** Where the account is signed in, and a way to sign out everywhere else. */
export function SessionsSection() {
  const sessions = trpc.account.sessions.useQuery();
  const revoke = trpc.account.revokeOtherSessions.useMutation({ onSuccess: () => sessions.refetch() });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <SettingsSection
      title="Signed-in devices"
      description="Browsers where your account is signed in right now."
    >
      {sessions.isLoading ? (
        <Center py="6">
          <LoadingSpinner label="Loading devices" />
        </Center>
      ) : sessions.isError ? (
        <FormAlert>{messageOf(sessions.error)}</FormAlert>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Signed-in devices">
          {sessions.data?.map((session) => (
            <HStack
              as="li"
              key={`${session.signedInAt}-${session.current}`}
              align="start"
              gap="3"
              data-testid="account-session"
            >
              <DeviceIcon platform={session.platform} />
              <Stack gap="0" minW="0">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold">{deviceName(session)}</Text>
                  {session.current && (
                    <Badge colorPalette="green" variant="subtle">
                      This device
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Signed in {when(session.signedInAt)} · Last active {when(session.lastActiveAt)}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      )}
      {revoke.isError && <FormAlert>{messageOf(revoke.error)}</FormAlert>}
      {revoke.isSuccess && <FormAlert status="success">{accountMessages.otherSessionsEnded}</FormAlert>}
      <Button
        variant="outline"
        alignSelf="start"
        onClick={() => revoke.mutate()}
        loading={revoke.isPending}
        disabled={others === 0}
      >
        Sign out other devices
      </Button>
    </SettingsSection>
  );
}
