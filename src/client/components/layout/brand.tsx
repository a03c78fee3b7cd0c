import { HStack, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" aria-label="BayCatch home">
      <HStack gap="2">
        <Image src="/images/brand/logo-mark.svg" alt="" boxSize="8" />
        <Text
          fontWeight="extrabold"
          fontSize="xl"
          letterSpacing="tight"
          color={inverted ? 'white' : 'bay.800'}
        >
          BayCatch
        </Text>
      </HStack>
    </Link>
  );
}
