import { Button, Card, Container, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { cartMessages } from '../../../shared/messages/cart';

/** Checkout with nothing in the cart: back to the marketplace. */
export function EmptyCart() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }}>
      <Card.Root>
        <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
          <ShoppingCart size={44} aria-hidden />
          <Heading as="h1" size="xl">
            {cartMessages.emptyTitle}
          </Heading>
          <Text color="fg.muted">{cartMessages.emptyText}</Text>
          <Button asChild colorPalette="crab" mt="2">
            <Link to="/marketplace">Continue Shopping</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
