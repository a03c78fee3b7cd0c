import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { moderationMessages } from '../../../shared/messages/moderation';
import type { ModeratedUserDto } from '../../../shared/moderation.schema';
import { moderationCallbacks } from '../../components/moderation/moderation-callbacks';
import { ReasonDialog } from '../../components/moderation/reason-dialog';
import { fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

const dateOnly = { month: 'short', day: 'numeric', year: 'numeric' } as const;

/** One account in the Users table: who, role, status with its date and reason, joined, and Suspend or Restore. */
export function UserRow({ user, isSelf }: { user: ModeratedUserDto; isSelf: boolean }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const callbacks = moderationCallbacks(
    () => setOpen(false),
    () => void utils.moderation.invalidate(),
  );
  const suspend = trpc.moderation.suspendUser.useMutation(callbacks);
  const restore = trpc.moderation.restoreUser.useMutation(callbacks);
  const suspended = user.suspendedAt !== null;
  const mutation = suspended ? restore : suspend;
  const label = suspended ? moderationMessages.restoreUser : moderationMessages.suspendUser;
  return (
    <Table.Row data-testid="moderated-user" verticalAlign="top">
      <Table.Cell minW="44">
        <Stack gap="0.5">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{user.name}</Text>
            <Badge variant="subtle" textTransform="capitalize">
              {user.role}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {user.email}
            {user.sellerName ? ` · ${user.sellerName}` : ''}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        {suspended ? (
          <Stack gap="0.5">
            <Badge colorPalette="red" alignSelf="start">
              {moderationMessages.suspendedBadge}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              since {onDockClock(user.suspendedAt!, dateOnly)}
            </Text>
            {user.suspensionReason && <Text fontSize="sm">Reason: {user.suspensionReason}</Text>}
          </Stack>
        ) : (
          <Badge colorPalette="green" variant="subtle">
            Active
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontSize="sm" hideBelow="sm">
        {onDockClock(user.createdAt, dateOnly)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        {user.role !== 'admin' && !isSelf && (
          <ReasonDialog
            open={open}
            onOpenChange={(next) => {
              if (!next) mutation.reset();
              setOpen(next);
            }}
            trigger={
              <Button
                size="sm"
                variant={suspended ? 'outline' : 'ghost'}
                colorPalette={suspended ? 'bay' : 'red'}
              >
                {label}
              </Button>
            }
            title={suspended ? `Restore ${user.email}?` : `Suspend ${user.email}?`}
            description={
              suspended
                ? 'They can sign in again.'
                : "Every session ends at once and sign-in is refused; a seller's listings leave the marketplace."
            }
            label="Reason"
            confirmLabel={label}
            tone={suspended ? 'primary' : 'danger'}
            pending={mutation.isPending}
            serverError={mutation.error ? fieldErrorsOf(mutation.error).reason?.[0] : undefined}
            onConfirm={(reason) => mutation.mutate({ id: user.id, reason })}
          />
        )}
      </Table.Cell>
    </Table.Row>
  );
}
