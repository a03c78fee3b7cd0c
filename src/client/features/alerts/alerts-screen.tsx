/**
 * /alerts (docs/product/alerts.md): the sellers the person follows, their new-catch alerts, the
 * form for a new one, and whether new-catch e-mails reach them.
 */
import {
  Button,
  Card,
  Center,
  Link as ChakraLink,
  Container,
  Heading,
  HStack,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AlertDto, AlertsOverviewDto } from '../../../shared/alert.schema';
import { alertTexts } from '../../../shared/messages/alert';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AlertForm } from './alert-form';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `alerts-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={id}>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

const onError = (error: unknown) =>
  toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });

function describeAlert(alert: AlertDto): string {
  const what = alert.prep ? `${alert.speciesGroup}, ${alert.prep}` : alert.speciesGroup;
  return `${what} within ${alert.miles} miles of ${alert.place}`;
}

function AlertList({ alerts }: { alerts: AlertDto[] }) {
  const utils = trpc.useUtils();
  const remove = trpc.alerts.remove.useMutation({
    onSuccess: () => {
      void utils.alerts.list.invalidate();
      toaster.create({ description: alertTexts.alertDeleted, type: 'success' });
    },
    onError,
  });
  if (alerts.length === 0) {
    return <Text color="fg.muted">No alerts yet. Save one below to hear about a catch as it lands.</Text>;
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Your alerts">
      {alerts.map((alert) => (
        <HStack
          as="li"
          key={alert.id}
          justify="space-between"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          p="3"
        >
          <Text>{describeAlert(alert)}</Text>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete alert: ${describeAlert(alert)}`}
            loading={remove.isPending && remove.variables?.id === alert.id}
            onClick={() => remove.mutate({ id: alert.id })}
          >
            Delete
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

function FollowList({ follows }: { follows: AlertsOverviewDto['follows'] }) {
  const utils = trpc.useUtils();
  const unfollow = trpc.alerts.unfollow.useMutation({
    onSuccess: () => void utils.alerts.list.invalidate(),
    onError,
  });
  if (follows.length === 0) {
    return (
      <Text color="fg.muted">
        You follow no sellers yet. Open a seller's storefront from the marketplace and choose Follow.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Sellers you follow">
      {follows.map((follow) => (
        <HStack
          as="li"
          key={follow.crabberId}
          justify="space-between"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          p="3"
        >
          <Stack gap="0">
            <ChakraLink asChild color="bay.fg" fontWeight="semibold">
              <Link to="/sellers/$id" params={{ id: follow.crabberId }}>
                {follow.displayName}
              </Link>
            </ChakraLink>
            {follow.pickupLocationAddress && (
              <Text fontSize="sm" color="fg.muted">
                {follow.pickupLocationAddress}
              </Text>
            )}
          </Stack>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Unfollow ${follow.displayName}`}
            loading={unfollow.isPending && unfollow.variables?.id === follow.crabberId}
            onClick={() => unfollow.mutate({ id: follow.crabberId })}
          >
            Unfollow
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

function EmailSwitch({ overview }: { overview: AlertsOverviewDto }) {
  const utils = trpc.useUtils();
  const setEmails = trpc.alerts.setEmails.useMutation({
    onSuccess: () => void utils.alerts.list.invalidate(),
    onError,
  });
  return (
    <Stack gap="3">
      <Switch.Root
        checked={overview.emailsEnabled}
        disabled={setEmails.isPending}
        onCheckedChange={(details) => setEmails.mutate({ enabled: details.checked })}
        colorPalette="bay"
      >
        <Switch.HiddenInput name="emailsEnabled" />
        <Switch.Control />
        <Switch.Label>E-mail me about new catches (at most one e-mail an hour)</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {overview.emailsEnabled ? alertTexts.emailsOn : alertTexts.emailsOff}
      </Text>
      {!overview.emailVerified && (
        <Text fontSize="sm">
          {alertTexts.emailsNeedVerified}{' '}
          <ChakraLink asChild color="bay.fg">
            <Link to="/account">Account settings</Link>
          </ChakraLink>
        </Text>
      )}
    </Stack>
  );
}

export function AlertsScreen({ startCreating = false }: { startCreating?: boolean }) {
  useDocumentTitle('Alerts');
  const overview = trpc.alerts.list.useQuery();
  const [creating, setCreating] = useState(startCreating);

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Alerts
          </Heading>
          <Text color="fg.muted">
            Hear about fresh catch the moment it lands: follow sellers, or save an alert for a species near
            you.
          </Text>
        </Stack>
        {overview.isLoading ? (
          <Center py="16">
            <LoadingSpinner label="Loading alerts" />
          </Center>
        ) : overview.isError || !overview.data ? (
          <FormAlert>{messageOf(overview.error)}</FormAlert>
        ) : (
          <>
            <Section title="New-catch alerts">
              <AlertList alerts={overview.data.alerts} />
              {creating ? (
                <AlertForm onSaved={() => setCreating(false)} />
              ) : (
                <Button alignSelf="start" colorPalette="crab" onClick={() => setCreating(true)}>
                  Create an alert
                </Button>
              )}
            </Section>
            <Section title="Sellers you follow">
              <FollowList follows={overview.data.follows} />
            </Section>
            <Section title="E-mails">
              <EmailSwitch overview={overview.data} />
            </Section>
          </>
        )}
      </Stack>
    </Container>
  );
}
