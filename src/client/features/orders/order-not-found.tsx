import { Button, Card, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { orderMessages } from '../../../shared/messages/order';
import { useDocumentTitle } from '../../lib/use-document-title';

/** For a missing order and for someone else's alike, so nobody learns which orders exist. */
export function OrderNotFound() {
  const router = useRouter();
  useDocumentTitle(orderMessages.notFoundTitle);
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }}>
      <Card.Root>
        <Card.Body gap="4">
          <HStack gap="3">
            <CircleAlert color="var(--chakra-colors-red-500)" aria-hidden />
            <Heading as="h1" size="xl">
              {orderMessages.notFoundTitle}
            </Heading>
          </HStack>
          <Text color="fg.muted">{orderMessages.notFoundText}</Text>
          <Button
            alignSelf="start"
            colorPalette="bay"
            variant="outline"
            onClick={() => {
              if (window.history.length > 1) router.history.back();
              else void router.navigate({ to: '/orders' });
            }}
          >
            Go Back
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
