import { Badge, Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { moderationMessages } from '../../../shared/messages/moderation';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

const PAGE = 20;

const when = (iso: string) => onDockClock(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** The moderation activity list: who did what, when and why, newest first. */
export function ActivityPanel() {
  const [offset, setOffset] = useState(0);
  const actions = trpc.moderation.actions.useQuery({ limit: PAGE, offset }, { retry: false });
  if (actions.isLoading) {
    return (
      <Center py="16">
        <LoadingSpinner label="Loading activity" />
      </Center>
    );
  }
  if (actions.error) return <Text color="red.fg">{messageOf(actions.error)}</Text>;
  const { items, total } = actions.data ?? { items: [], total: 0 };
  if (total === 0) {
    return (
      <Text color="fg.muted" py="10" textAlign="center">
        {moderationMessages.noActivity}
      </Text>
    );
  }
  return (
    <Stack gap="4">
      <Stack
        as="ol"
        gap="0"
        listStyleType="none"
        borderWidth="1px"
        borderRadius="lg"
        data-testid="moderation-activity"
      >
        {items.map((action) => (
          <Stack
            as="li"
            key={action.id}
            gap="1"
            px="4"
            py="3"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
            data-testid="moderation-action"
          >
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold">{moderationMessages.actionLabels[action.action]}</Text>
              <Badge variant="subtle" textTransform="capitalize">
                {action.targetType}
              </Badge>
              <Text overflowWrap="anywhere">{action.targetLabel ?? moderationMessages.targetGone}</Text>
            </HStack>
            <Text overflowWrap="anywhere">{action.reason}</Text>
            <Text fontSize="sm" color="fg.muted">
              {when(action.createdAt)}
              {action.actorEmail ? ` · ${action.actorEmail}` : ''}
            </Text>
          </Stack>
        ))}
      </Stack>
      {total > PAGE && (
        <HStack justify="space-between">
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(offset - PAGE)}
          >
            Newer
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {offset + 1}–{Math.min(offset + PAGE, total)} of {total}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + PAGE >= total}
            onClick={() => setOffset(offset + PAGE)}
          >
            Older
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
