import { Box, Link as ChakraLink, Container, Flex, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/use-current-user';
import { AccountActions } from './account-actions';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { mainLinks, navGroups } from './nav-links';

/** The top navigation of every page. `actions` holds signed-in extras like the cart. */
export function TopNav({ actions }: { actions?: ReactNode }) {
  const who = useCurrentUser();
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
        <Flex align="center" gap="2">
          <MobileMenu />
          <Brand />
          <HStack as="nav" aria-label="Main" gap="1" ml="6" display={{ base: 'none', lg: 'flex' }}>
            {mainLinks
              .filter((link) => link.show(who))
              .map((link) => (
                <ChakraLink
                  key={link.to}
                  asChild
                  px="3"
                  py="1.5"
                  borderRadius="md"
                  fontSize="sm"
                  fontWeight="medium"
                  _hover={{ bg: 'bay.subtle', textDecoration: 'none' }}
                  css={{ '&[data-status=active]': { color: 'bay.700', bg: 'bay.subtle' } }}
                >
                  <Link to={link.to} activeOptions={{ exact: link.to === '/' }}>
                    {link.label}
                  </Link>
                </ChakraLink>
              ))}
            {navGroups.map((group) => (
              <NavDropdown key={group.label} group={group} />
            ))}
          </HStack>
          <HStack ml="auto" gap="2">
            {who.isSignedIn && actions}
            <Box display={{ base: who.isSignedIn ? 'none' : 'block', sm: 'block' }}>
              <AccountActions user={who.user} />
            </Box>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
