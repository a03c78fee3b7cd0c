import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
}

/** A grid of short cards, each an icon, a title and a few lines. */
export function IconCards({ items, columns = 3 }: { items: readonly IconCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap="5">
      {items.map((item) => (
        <Card.Root key={item.title} variant="outline">
          {/* Icon beside the text on a phone, above it from the small breakpoint up. */}
          <Card.Body
            gap={{ base: '4', sm: '3' }}
            flexDirection={{ base: 'row', sm: 'column' }}
            p={{ base: '4', sm: '6' }}
          >
            <Box alignSelf="start" bg="crab.subtle" color="crab.fg" borderRadius="lg" p="2.5" flexShrink={0}>
              <item.icon size={22} aria-hidden />
            </Box>
            <Stack gap="2" minW="0">
              <Heading as="h3" size="md">
                {item.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm" lineHeight="tall">
                {item.text}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
