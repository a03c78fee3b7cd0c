import { Badge, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { onDockClock } from '../../../shared/dock-clock';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

const when = (iso: string) => onDockClock(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** Texts given up on after their last try, newest first, each with the provider's reason. */
export function TextsPanel() {
  const failed = trpc.sms.undelivered.useQuery({ status: 'failed' }, { retry: false });
  if (failed.isLoading) {
    return (
      <Center py="16">
        <LoadingSpinner label="Loading texts" />
      </Center>
    );
  }
  if (failed.error) return <Text color="red.fg">{messageOf(failed.error)}</Text>;
  const items = failed.data ?? [];
  if (items.length === 0) {
    return (
      <Text color="fg.muted" py="10" textAlign="center">
        Every text was delivered or is still on its way.
      </Text>
    );
  }
  return (
    <Stack
      as="ol"
      gap="0"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="lg"
      data-testid="failed-texts"
    >
      {items.map((text) => (
        <Stack
          as="li"
          key={text.id}
          gap="1"
          px="4"
          py="3"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: 0 }}
        >
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{text.to}</Text>
            <Badge variant="subtle">{text.kind}</Badge>
            <Text color="fg.muted" fontSize="sm">
              {when(text.createdAt)}, {text.attempts} {text.attempts === 1 ? 'try' : 'tries'}
            </Text>
          </HStack>
          <Text overflowWrap="anywhere">{text.error ?? 'No reason given'}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
