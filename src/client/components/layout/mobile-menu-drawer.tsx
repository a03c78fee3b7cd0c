import { Box, Drawer, IconButton, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/use-current-user';
import { useUnreadMessages } from '../../lib/use-unread-messages';
import type { MaybeOpen } from '../deferred';
import { CountBadge } from '../ui/count-badge';
import { AccountActions, AccountLink } from './account-actions';
import { type MenuHiddenFrom, MobileMenuButton } from './mobile-menu-button';
import { mainLinks, navGroups } from './nav-links';
import { UnreadWords } from './unread-mark';

/** The phone menu: the same links as the top bar, plus a greeting when signed in. */
export default function MobileMenuDrawer({
  hiddenFrom,
  defaultOpen = false,
}: { hiddenFrom: MenuHiddenFrom } & MaybeOpen) {
  const [open, setOpen] = useState(defaultOpen);
  const who = useCurrentUser();
  const unread = useUnreadMessages(who.isSignedIn);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <MobileMenuButton hiddenFrom={hiddenFrom} />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{who.isSignedIn ? 'Welcome back!' : 'BayCatch'}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <IconButton aria-label="Close menu" variant="ghost" size="sm">
                  <X />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="1" as="nav" aria-label="Mobile">
                {who.user && (
                  <Box pb="2" onClick={close}>
                    <AccountLink user={who.user} nameShown="always" />
                  </Box>
                )}
                {mainLinks
                  .filter((link) => link.show(who))
                  .map((link) => (
                    <MobileLink
                      key={link.to}
                      to={link.to}
                      label={link.label}
                      onClick={close}
                      strong
                      unread={link.unread ? unread[link.unread] : 0}
                    />
                  ))}
                {navGroups.map((group) => (
                  <Box key={group.label} pt="3">
                    <Separator mb="2" />
                    <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted" mb="1">
                      {group.label}
                    </Text>
                    {group.links.map((link) => (
                      <MobileLink key={link.to} to={link.to} label={link.label} onClick={close} />
                    ))}
                  </Box>
                ))}
                <Box pt="5">
                  <AccountActions user={who.user} withAccountLink={false} />
                </Box>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function MobileLink(props: {
  to: string;
  label: string;
  onClick: () => void;
  strong?: boolean;
  unread?: number;
}) {
  return (
    <Box
      asChild
      display="block"
      py="2"
      px="2"
      borderRadius="md"
      _hover={{ bg: 'bay.subtle' }}
      fontWeight={props.strong ? 'semibold' : 'normal'}
    >
      <Link to={props.to} onClick={props.onClick}>
        {props.label}
        <CountBadge count={props.unread ?? 0} testId="nav-unread-messages" inline />
        <UnreadWords count={props.unread ?? 0} />
      </Link>
    </Box>
  );
}
