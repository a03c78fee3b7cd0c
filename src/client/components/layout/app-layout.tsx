import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

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
      <TopNav actions={navActions} everyoneActions={everyoneNavActions} />
      <Box as="main" flex="1">
        {children}
      </Box>
      <SiteFooter />
    </Flex>
  );
}
