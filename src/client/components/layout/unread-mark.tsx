import { Box, VisuallyHidden } from '@chakra-ui/react';

/**
 * Unread messages on a navigation link: in the crowded top bar a dot inside the link's corner (the
 * bar neither grows nor overlaps), in the menu the count beside the label; read out as words either
 * way. Absent at zero.
 */
export function UnreadMark({ count, inline = false }: { count: number; inline?: boolean }) {
  if (count <= 0) return null;
  const pill = (
    <Box
      as="span"
      aria-hidden
      data-testid="nav-unread-messages"
      bg="crab.solid"
      color="white"
      fontSize="2xs"
      fontWeight="bold"
      minW="4"
      h="4"
      px="1"
      ms={inline ? '2' : undefined}
      borderRadius="full"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
    >
      {count}
    </Box>
  );
  return (
    <>
      {inline ? (
        pill
      ) : (
        <Box
          as="span"
          aria-hidden
          data-testid="nav-unread-dot"
          position="absolute"
          top="1"
          right="1"
          boxSize="2"
          borderRadius="full"
          bg="crab.solid"
        />
      )}
      <VisuallyHidden>{` (${count} unread ${count === 1 ? 'message' : 'messages'})`}</VisuallyHidden>
    </>
  );
}
