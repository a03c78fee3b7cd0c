import { HStack, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** The logo and name, linking home; it never shrinks, so a crowded bar cannot squeeze it. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack asChild gap="2" flexShrink="0">
      <Link to="/" aria-label="BayCatch home">
        <Image src="/images/brand/logo-mark.svg" alt="" boxSize="8" />
        <Text
          fontWeight="extrabold"
          fontSize="xl"
          letterSpacing="tight"
          color={inverted ? 'white' : 'bay.800'}
        >
          BayCatch
        </Text>
      </Link>
    </HStack>
  );
}
