import { Center, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { moderationMessages } from '../../../shared/messages/moderation';
import { type UserListFilter, userListFilters } from '../../../shared/moderation.schema';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';
import { AdminSearchForm, AdminTable } from './admin-list-parts';
import { UserRow } from './user-row';

const filterLabels: Record<UserListFilter, string> = {
  all: 'All accounts',
  buyers: 'Buyers',
  sellers: 'Sellers',
  admins: 'Admins',
  suspended: 'Suspended',
};

/** Find an account by e-mail, name or business, narrow by role or status, and suspend or restore it. */
export function UsersPanel() {
  const { user: me } = useCurrentUser();
  const [q, setQ] = useState('');
  const [show, setShow] = useState<UserListFilter>('all');
  const users = trpc.moderation.users.useQuery({ q, show, limit: 50 }, { retry: false });
  return (
    <Stack gap="4">
      <HStack gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
        <AdminSearchForm
          label="Find accounts"
          placeholder="E-mail, name or business"
          onSearch={setQ}
          flex="1"
          minW="64"
          flexWrap="nowrap"
        />
        <NativeSelect.Root w={{ base: 'full', md: '48' }}>
          <NativeSelect.Field
            aria-label="Show"
            value={show}
            onChange={(event) => setShow(event.target.value as UserListFilter)}
          >
            {userListFilters.map((filter) => (
              <option key={filter} value={filter}>
                {filterLabels[filter]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {users.isLoading ? (
        <Center py="10">
          <LoadingSpinner label="Loading accounts" />
        </Center>
      ) : users.error ? (
        <Text color="red.fg">{messageOf(users.error)}</Text>
      ) : users.data?.items.length ? (
        <Stack gap="3">
          <AdminTable
            label="Accounts"
            columns={[{ name: 'Account' }, { name: 'Status' }, { name: 'Joined', phoneHidden: true }]}
          >
            {users.data.items.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
            ))}
          </AdminTable>
          <Text fontSize="sm" color="fg.muted" data-testid="users-shown">
            {users.data.total > users.data.items.length
              ? `Showing ${users.data.items.length} of ${users.data.total}. Narrow the search to find others.`
              : `${users.data.total} ${users.data.total === 1 ? 'account' : 'accounts'}`}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted" py="10" textAlign="center">
          {moderationMessages.noUsers}
        </Text>
      )}
    </Stack>
  );
}
