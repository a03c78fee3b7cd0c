import { Box, Float } from '@chakra-ui/react';

/**
 * The small orange count on the cart and notification buttons (floating on their corner) and
 * beside menu links (`inline`); absent at zero. Hidden from screen readers: what it counts is in
 * its owner's name.
 */
export function CountBadge({
  count,
  testId,
  inline = false,
}: {
  count: number;
  testId: string;
  inline?: boolean;
}) {
  if (count <= 0) return null;
  const badge = (
    <Box
      aria-hidden
      data-testid={testId}
      bg="crab.solid"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      minW="5"
      h="5"
      px="1"
      borderRadius="full"
      display={inline ? 'inline-flex' : 'flex'}
      ms={inline ? '2' : undefined}
      alignItems="center"
      justifyContent="center"
    >
      {count}
    </Box>
  );
  if (inline) return badge;
  return (
    <Float placement="top-end" offset="2">
      {badge}
    </Float>
  );
}
