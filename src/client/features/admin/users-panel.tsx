import { Badge, Button, Card, Center, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { moderationMessages } from '../../../shared/messages/moderation';
import type { ModeratedUserDto } from '../../../shared/moderation.schema';
import { ReasonDialog } from '../../components/moderation/reason-dialog';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { moderationCallbacks } from './moderation-toasts';

function UserRow({ user, isSelf }: { user: ModeratedUserDto; isSelf: boolean }) {
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
    <Card.Root size="sm" data-testid="moderated-user">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold">{user.name}</Text>
              <Badge variant="subtle" textTransform="capitalize">
                {user.role}
              </Badge>
              {suspended && <Badge colorPalette="red">{moderationMessages.suspendedBadge}</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {user.email}
              {user.sellerName ? ` · ${user.sellerName}` : ''}
            </Text>
            {user.suspensionReason && <Text fontSize="sm">Reason: {user.suspensionReason}</Text>}
          </Stack>
          {user.role !== 'admin' && !isSelf && (
            <ReasonDialog
              open={open}
              onOpenChange={(next) => {
                if (!next) mutation.reset();
                setOpen(next);
              }}
              trigger={
                <Button size="sm" variant="outline" colorPalette={suspended ? 'bay' : 'red'}>
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
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Find an account by e-mail, name or business, and suspend or restore it. */
export function UsersPanel() {
  const { user: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const users = trpc.moderation.users.useQuery({ q, limit: 50 }, { retry: false });
  return (
    <Stack gap="4">
      <HStack
        as="form"
        gap="2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim());
        }}
      >
        <Input
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="E-mail, name or business"
          aria-label="Find accounts"
          maxLength={100}
        />
        <Button type="submit" colorPalette="bay">
          Search
        </Button>
      </HStack>
      {users.isLoading ? (
        <Center py="10">
          <LoadingSpinner label="Loading accounts" />
        </Center>
      ) : users.error ? (
        <Text color="red.fg">{messageOf(users.error)}</Text>
      ) : users.data?.items.length ? (
        <Stack gap="3">
          {users.data.items.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
          ))}
          {users.data.total > users.data.items.length && (
            <Text fontSize="sm" color="fg.muted">
              Showing {users.data.items.length} of {users.data.total}. Narrow the search to find others.
            </Text>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted" py="10" textAlign="center">
          {moderationMessages.noUsers}
        </Text>
      )}
    </Stack>
  );
}
