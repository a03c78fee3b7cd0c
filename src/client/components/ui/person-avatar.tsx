import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useState } from 'react';

/** Up to two initials of a display name, as Chakra's own Avatar draws them. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A round photo with the initials behind it when there is none or it fails to load. It wears
 * Chakra's avatar recipe but not its state machine, which weighed more than the catch card it
 * sits on, on the landing page.
 */
export function PersonAvatar({
  name,
  src,
  size = 'md',
  alt = '',
}: {
  name: string;
  src?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  alt?: string;
}) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size });
  const [failed, setFailed] = useState(false);
  return (
    <Box css={styles.root} data-testid="person-avatar">
      {src && !failed ? (
        <chakra.img css={styles.image} src={src} alt={alt} onError={() => setFailed(true)} />
      ) : (
        <chakra.span css={styles.fallback} aria-hidden>
          {initialsOf(name)}
        </chakra.span>
      )}
    </Box>
  );
}
