import { Badge, Button, Center, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { moderationMessages } from '../../../shared/messages/moderation';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

const PAGE = 20;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" data-testid="moderation-activity">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
              <Table.ColumnHeader>Target</Table.ColumnHeader>
              <Table.ColumnHeader>Reason</Table.ColumnHeader>
              <Table.ColumnHeader>By</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((action) => (
              <Table.Row key={action.id}>
                <Table.Cell whiteSpace="nowrap">{when(action.createdAt)}</Table.Cell>
                <Table.Cell>{moderationMessages.actionLabels[action.action]}</Table.Cell>
                <Table.Cell>
                  <Badge variant="subtle" mr="2" textTransform="capitalize">
                    {action.targetType}
                  </Badge>
                  {action.targetLabel ?? moderationMessages.targetGone}
                </Table.Cell>
                <Table.Cell minW="48">{action.reason}</Table.Cell>
                <Table.Cell>{action.actorEmail ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
