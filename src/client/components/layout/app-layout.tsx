import { Box, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';
import { useViewerPartsOnly } from './viewer-parts';

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

/**
 * `banner` sits above every screen and, with the top navigation, is what a page shows of the
 * person viewing it (./viewer-parts.ts); drawing only those, the rest is left out in place.
 */
export function AppLayout({
  children,
  banner,
  navActions,
  everyoneNavActions,
}: {
  children: ReactNode;
  banner?: ReactNode;
  navActions?: ReactNode;
  everyoneNavActions?: ReactNode;
}) {
  const partsOnly = useViewerPartsOnly();
  return (
    <Flex direction="column" minH="100dvh">
      {partsOnly ? null : <SkipToContent />}
      <TopNav actions={navActions} everyoneActions={everyoneNavActions} />
      {/* Focusable from the skip link only (tabIndex -1), without an outline of its own. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        {/* Its own element, empty or not, so the banner's end is never a guess (./viewer-parts.ts). */}
        <div data-viewer-banner="">{banner}</div>
        {partsOnly ? null : children}
      </Box>
      {partsOnly ? null : <SiteFooter />}
    </Flex>
  );
}
