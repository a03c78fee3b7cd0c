import { Box, Card, Container, Heading, Image, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred card the sign-in and password screens share. */
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Box textAlign="center" mb="6">
        <Image src="/images/brand/logo-mark.svg" alt="" boxSize="12" mx="auto" mb="3" />
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" mt="2">
          {lead}
        </Text>
      </Box>
      <Card.Root>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}
