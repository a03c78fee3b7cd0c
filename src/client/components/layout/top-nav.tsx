import { Box, Link as ChakraLink, Container, Flex, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/use-current-user';
import { useUnreadMessages } from '../../lib/use-unread-messages';
import { AccountActions } from './account-actions';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { mainLinks, navGroups } from './nav-links';
import { UnreadDot } from './unread-mark';

/**
 * The top navigation of every page. `actions` holds signed-in extras like the bell, `everyoneActions`
 * what shows signed out too: the cart, which then leads to sign-in.
 * Phones and tablets (below lg) get the menu button, the brand and the actions. From lg the main
 * links join them; a signed-in bar, with its more links and the cart, keeps the three groups in
 * the menu until xl. Nothing in the bar shrinks or wraps but the account name, so it fits every
 * role at every width (tests/e2e/navigation-widths.test.ts).
 */
export function TopNav({ actions, everyoneActions }: { actions?: ReactNode; everyoneActions?: ReactNode }) {
  const who = useCurrentUser();
  const unread = useUnreadMessages(who.isSignedIn);
  const allInBarFrom = who.isSignedIn ? 'xl' : 'lg';
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" py="2">
        <Flex align="center" gap={{ base: '1', sm: '2' }}>
          <MobileMenu hiddenFrom={allInBarFrom} />
          <Brand />
          <HStack
            as="nav"
            aria-label="Main"
            gap="1"
            ml="3"
            flexShrink="0"
            display={{ base: 'none', lg: 'flex' }}
          >
            {mainLinks
              .filter((link) => link.show(who))
              .map((link) => (
                <ChakraLink
                  key={link.to}
                  asChild
                  px="2.5"
                  py="1.5"
                  borderRadius="md"
                  fontSize="sm"
                  fontWeight="medium"
                  position="relative"
                  _hover={{ bg: 'bay.subtle', textDecoration: 'none' }}
                  css={{ '&[data-status=active]': { color: 'bay.700', bg: 'bay.subtle' } }}
                >
                  <Link to={link.to} activeOptions={{ exact: link.to === '/' }}>
                    {link.label}
                    {link.unread && <UnreadDot count={unread[link.unread]} />}
                  </Link>
                </ChakraLink>
              ))}
            <HStack gap="1" display={{ base: 'none', [allInBarFrom]: 'flex' }}>
              {navGroups.map((group) => (
                <NavDropdown key={group.label} group={group} />
              ))}
            </HStack>
          </HStack>
          <HStack ml="auto" gap="1.5" minW="0">
            {who.isSignedIn && actions}
            {everyoneActions}
            <Box minW="0" display={{ base: who.isSignedIn ? 'none' : 'block', sm: 'block' }}>
              <AccountActions user={who.user} />
            </Box>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
