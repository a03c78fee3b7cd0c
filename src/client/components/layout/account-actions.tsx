import { Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LogIn, LogOut } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { UserDto } from '../../../shared/user.schema';
import { displayNameOf } from '../../../shared/users';
import { forgetDeviceData } from '../../lib/device-data';
import { useSignInHref } from '../../lib/use-sign-in-href';
import { PersonAvatar } from '../ui/person-avatar';

/**
 * The signed-in person's photo and name (linking to /account) and Sign Out, or Sign In.
 * Sign In and Sign Out are full-page navigations to /api/login and /api/logout (docs/product/accounts.md).
 */
export function AccountActions({
  user,
  withAccountLink = true,
}: {
  user: UserDto | null;
  /** The phone menu shows the account link at its top instead, so here it has only Sign Out. */
  withAccountLink?: boolean;
}) {
  const signInHref = useSignInHref();
  if (!user) {
    return (
      <Button asChild colorPalette="bay" size="sm">
        <a href={signInHref}>
          {/* The narrowest phones also show the cart beside it: the words stay, the icon goes. */}
          <Box as="span" display={{ base: 'none', sm: 'inline-flex' }}>
            <LogIn size={16} />
          </Box>
          Sign In
        </a>
      </Button>
    );
  }
  return (
    <HStack gap="2">
      {withAccountLink && <AccountLink user={user} />}
      <Button asChild variant="outline" size="sm">
        <a href="/api/logout" onClick={signOut}>
          <LogOut size={16} /> Sign Out
        </a>
      </Button>
    </HStack>
  );
}

/**
 * Signing out first erases what this device kept for the person: orders and pickups for use
 * offline, and its phone-alert subscription (src/client/lib/device-data.ts).
 */
function signOut(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const href = event.currentTarget.href;
  void forgetDeviceData().then(() => window.location.assign(href));
}

/**
 * The person's own photo and name, opening their account settings. The top bar is crowded, so
 * there ('wide') the link shows from tablets up and the name only on wide screens; the name is the
 * one thing in the bar that gives way: short of room it wraps below the photo, out of sight. The
 * phone menu shows both always.
 */
export function AccountLink({ user, nameShown = 'wide' }: { user: UserDto; nameShown?: 'always' | 'wide' }) {
  const name = displayNameOf(user);
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      px="1.5"
      flexShrink="1"
      flexWrap="wrap"
      overflow="hidden"
      display={nameShown === 'always' ? undefined : { base: 'none', md: 'inline-flex' }}
      title="Account settings"
    >
      {/*
        Named by its content, not aria-label: the photo's initials and the first name on show are
        what a voice-control user sees, and an aria-label that does not contain them is a WCAG
        2.5.3 failure. The full name and purpose are read out instead of the visible parts.
      */}
      <Link to="/account" data-testid="nav-account">
        <PersonAvatar size="xs" name={name} src={user.profileImageUrl} alt="" />
        <Text
          as="span"
          aria-hidden
          maxW="48"
          truncate
          display={nameShown === 'always' ? 'inline' : { base: 'none', '2xl': 'inline' }}
        >
          {nameShown === 'always' ? name : user.firstName || name}
        </Text>
        <VisuallyHidden>{`${name}, account settings`}</VisuallyHidden>
      </Link>
    </Button>
  );
}
