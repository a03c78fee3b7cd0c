import { Box, Float } from '@chakra-ui/react';

/** The small orange count on the cart and notification buttons; absent at zero. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <Float placement="top-end" offset="2">
      <Box
        data-testid={testId}
        bg="crab.solid"
        color="white"
        fontSize="xs"
        fontWeight="bold"
        minW="5"
        h="5"
        px="1"
        borderRadius="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {count}
      </Box>
    </Float>
  );
}
