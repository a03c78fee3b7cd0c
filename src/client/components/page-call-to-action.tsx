import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The closing band of a page: one sentence of encouragement and where to go next. */
export function PageCallToAction({
  eyebrow,
  title,
  text,
  actions,
  headingSize = 'xl',
}: {
  /** A small line above the title, naming who the band speaks to. */
  eyebrow?: ReactNode;
  title: string;
  text: ReactNode;
  actions: ReactNode;
  headingSize?: 'xl' | '2xl';
}) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'center' }}
      gap="6"
      bg="bay.800"
      color="white"
      borderRadius="2xl"
      p={{ base: '6', md: '10' }}
    >
      <Stack gap="2" flex="1">
        {eyebrow && (
          <Text
            color="crab.300"
            fontWeight="semibold"
            textTransform="uppercase"
            fontSize="sm"
            letterSpacing="wide"
          >
            {eyebrow}
          </Text>
        )}
        <Heading as="h2" size={headingSize}>
          {title}
        </Heading>
        <Text color="bay.100">{text}</Text>
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        {actions}
      </HStack>
    </Flex>
  );
}

/** An outline button that reads on the dark band. */
export const onDarkOutline = {
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.600',
  _hover: { bg: 'whiteAlpha.200' },
} as const;
