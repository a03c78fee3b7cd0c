import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A tinted box for something the reader must not miss. */
export function InfoCallout({
  icon: Icon,
  title,
  children,
  palette = 'bay',
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  palette?: 'bay' | 'crab' | 'green' | 'yellow';
}) {
  return (
    <Flex
      gap="4"
      bg="colorPalette.subtle"
      colorPalette={palette}
      borderWidth="1px"
      borderColor="colorPalette.muted"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
    >
      <Box color="colorPalette.fg" flexShrink={0} mt="0.5">
        <Icon size={22} aria-hidden />
      </Box>
      <Stack gap="2" minW="0">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Box color="fg" lineHeight="tall">
          {children}
        </Box>
      </Stack>
    </Flex>
  );
}
