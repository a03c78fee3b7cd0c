import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list whose bullets are icons: a green check by default, or any icon and colour. */
export function CheckList({
  items,
  icon: Icon = CircleCheck,
  color = 'green.600',
}: {
  items: readonly ReactNode[];
  icon?: LucideIcon;
  color?: string;
}) {
  return (
    <Stack as="ul" gap="2.5" listStyleType="none">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
        <HStack as="li" key={index} align="start" gap="3">
          <Box color={color} mt="0.5" flexShrink={0}>
            <Icon size={18} aria-hidden />
          </Box>
          <Text lineHeight="tall">{item}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
