import { Button, Card, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** The payment page of an order that does not exist, or is not the viewer's. */
export function PaymentOrderMissing() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }}>
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h1" size="xl">
            Order Not Found
          </Heading>
          <Text color="fg.muted">
            The order you're looking for doesn't exist or you don't have permission to view it.
          </Text>
          <Button asChild alignSelf="start" colorPalette="bay" variant="outline">
            <Link to="/marketplace">Back to Marketplace</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
