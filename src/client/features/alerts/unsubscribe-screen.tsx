/**
 * /unsubscribe?token=… from a new-catch e-mail (docs/product/alerts.md): needs no sign-in; the
 * signed token names the person. One button stops new-catch e-mails.
 */
import { Button, Card, Center, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { alertTexts } from '../../../shared/messages/alert';
import { FormAlert } from '../../components/ui/form-alert';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';

export function UnsubscribeScreen({ token }: { token: string }) {
  useDocumentTitle(alertTexts.unsubscribeTitle);
  const info = trpc.alerts.unsubscribeInfo.useQuery({ token }, { enabled: token !== '', retry: false });
  const unsubscribe = trpc.alerts.unsubscribe.useMutation();

  return (
    <Container maxW="lg" py={{ base: '10', md: '16' }}>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h1" size="xl">
            {alertTexts.unsubscribeTitle}
          </Heading>
          <Stack gap="4" aria-live="polite">
            {token === '' || info.isError ? (
              <FormAlert>{info.error ? messageOf(info.error) : alertTexts.unsubscribeInvalid}</FormAlert>
            ) : info.isLoading || !info.data ? (
              <Center py="6">
                <LoadingSpinner label="Loading" />
              </Center>
            ) : unsubscribe.isSuccess ? (
              <FormAlert status="success">{alertTexts.unsubscribed(unsubscribe.data.email)}</FormAlert>
            ) : (
              <>
                <Text>{alertTexts.unsubscribeLead(info.data.email)}</Text>
                {unsubscribe.isError && <FormAlert>{messageOf(unsubscribe.error)}</FormAlert>}
                <Button
                  colorPalette="crab"
                  alignSelf="start"
                  loading={unsubscribe.isPending}
                  onClick={() => unsubscribe.mutate({ token })}
                >
                  {alertTexts.unsubscribeButton}
                </Button>
              </>
            )}
            <Button asChild variant="ghost" colorPalette="bay" alignSelf="start">
              <Link to="/alerts">Manage alerts</Link>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
