import { Button, HStack } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { LogIn, LogOut } from 'lucide-react';
import type { UserDto } from '../../../shared/user.schema';
import { displayNameOf } from '../../../shared/users';
import { PersonAvatar } from '../ui/person-avatar';

/** Sign In and Sign Out are full-page navigations to /api/login and /api/logout (docs/product/accounts.md). */
export function AccountActions({ user }: { user: UserDto | null }) {
  const location = useLocation();
  if (!user) {
    // Come back to the page you were on, except from the sign-in screen itself.
    const here = location.pathname === '/sign-in' ? '/' : `${location.pathname}${location.searchStr}`;
    return (
      <Button asChild colorPalette="bay" size="sm">
        <a href={here === '/' ? '/api/login' : `/api/login?returnTo=${encodeURIComponent(here)}`}>
          <LogIn size={16} /> Sign In
        </a>
      </Button>
    );
  }
  return (
    <HStack gap="3">
      {user.profileImageUrl && (
        <PersonAvatar
          size="sm"
          name={displayNameOf(user)}
          src={user.profileImageUrl}
          alt={displayNameOf(user)}
        />
      )}
      <Button asChild variant="outline" size="sm">
        <a href="/api/logout">
          <LogOut size={16} /> Sign Out
        </a>
      </Button>
    </HStack>
  );
}
