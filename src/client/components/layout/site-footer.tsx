import { Box, Link as ChakraLink, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { onDockClock } from '../../../shared/dock-clock';
import { Brand } from './brand';
import { navGroups } from './nav-links';

export function SiteFooter() {
  return (
    <Box as="footer" bg="bay.900" color="bay.100" mt="16">
      <Container maxW="7xl" py="12">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="3">
            <Brand inverted />
            <Text fontSize="sm" color="bay.200" maxW="xs">
              Fresh Chesapeake Bay seafood from Maryland watermen, reserved online and picked up at the dock.
            </Text>
          </Stack>
          {navGroups.map((group) => (
            <Stack key={group.label} gap="2" as="nav" aria-label={group.label}>
              <Text fontWeight="semibold" color="white">
                {group.label}
              </Text>
              {group.links.map((link) => (
                <ChakraLink key={link.to} asChild fontSize="sm" color="bay.200" _hover={{ color: 'white' }}>
                  <Link to={link.to}>{link.label}</Link>
                </ChakraLink>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text fontSize="sm" color="bay.300" mt="10" pt="6" borderTopWidth="1px" borderColor="bay.800">
          © {onDockClock(new Date(), { year: 'numeric' })} BayCatch. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
