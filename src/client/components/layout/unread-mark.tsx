import { Box, VisuallyHidden } from '@chakra-ui/react';

/** How many messages wait, in words for screen readers; the marks beside it are hidden from them. */
export function UnreadWords({ count }: { count: number }) {
  if (count <= 0) return null;
  return <VisuallyHidden>{` (${count} unread ${count === 1 ? 'message' : 'messages'})`}</VisuallyHidden>;
}

/**
 * Unread messages on a top-bar link: a dot inside the link's corner, so the crowded bar neither
 * grows nor overlaps (the phone menu shows the count itself, with CountBadge). Absent at zero.
 */
export function UnreadDot({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
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
      <UnreadWords count={count} />
    </>
  );
}
