import { Box, Flex } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/** A step's icon in a round badge with its number on the corner: the landing and the guides. */
export function StepNumber({ number, icon: Icon }: { number: number; icon: LucideIcon }) {
  return (
    <Box position="relative" flexShrink={0} bg="bay.subtle" color="bay.700" borderRadius="full" p="3.5">
      <Icon size={24} aria-hidden />
      <Flex
        position="absolute"
        top="-1"
        right="-1"
        bg="crab.solid"
        color="white"
        borderRadius="full"
        boxSize="6"
        fontSize="xs"
        fontWeight="bold"
        align="center"
        justify="center"
      >
        {number}
      </Flex>
    </Box>
  );
}
