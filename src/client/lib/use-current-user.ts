import type { UserDto } from '../../shared/user.schema';
import { isAdmin, isSeller } from '../../shared/users';
import { trpc } from './trpc';

/** Signed in means the current-user call returned a user (docs/product/accounts.md); no retry on failure. */
export function useCurrentUser(): {
  user: UserDto | null;
  isLoading: boolean;
  isSignedIn: boolean;
  isSeller: boolean;
  isAdmin: boolean;
} {
  const query = trpc.auth.me.useQuery(undefined, { retry: false });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isSignedIn: user !== null,
    isSeller: isSeller(user),
    isAdmin: isAdmin(user),
  };
}
