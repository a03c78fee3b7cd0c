import { Box, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

/** The first stop of the keyboard: past the navigation to the page itself. Hidden until focused. */
function SkipToContent() {
  return (
    <Link
      href="#main"
      position="fixed"
      insetStart="2"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      color="fg"
      px="4"
      py="3"
      borderRadius="md"
      boxShadow="md"
      fontWeight="semibold"
      _focusVisible={{ top: '2', outline: '2px solid', outlineColor: 'fg' }}
    >
      Skip to content
    </Link>
  );
}

export function AppLayout({
  children,
  navActions,
  everyoneNavActions,
}: {
  children: ReactNode;
  navActions?: ReactNode;
  everyoneNavActions?: ReactNode;
}) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipToContent />
      <TopNav actions={navActions} everyoneActions={everyoneNavActions} />
      {/* Focusable from the skip link only (tabIndex -1), without an outline of its own. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
