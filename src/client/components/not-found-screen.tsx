import { Button, Card, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { httpMessages } from '../../shared/messages/http';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <Container maxW="lg" py={{ base: '12', md: '24' }}>
      <Card.Root>
        <Card.Body gap="4">
          <HStack gap="3">
            <CircleAlert color="var(--chakra-colors-red-500)" />
            <Heading as="h1" size="xl">
              {httpMessages.notFoundTitle}
            </Heading>
          </HStack>
          <Text color="fg.muted">{httpMessages.notFoundText}</Text>
          <Button asChild alignSelf="start" colorPalette="bay" variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
