import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

export function AppLayout({ children, navActions }: { children: ReactNode; navActions?: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <TopNav actions={navActions} />
      <Box as="main" flex="1">
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
