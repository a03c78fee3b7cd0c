import { Button, Container, HStack, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Anchor } from 'lucide-react';
import { onDarkOutline, PageCallToAction } from '../../components/page-call-to-action';

export function SellerCallToAction() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageCallToAction
        eyebrow={
          <HStack as="span" gap="2">
            <Anchor size={18} /> For crabbers and fishers
          </HStack>
        }
        title="Sell your catch straight to your neighbors"
        headingSize="2xl"
        text="List what came off the boat today, set your pickup times and dock, and meet buyers who value fresh Bay seafood."
        actions={
          <>
            <Button asChild colorPalette="crab" size="lg">
              <Link to="/seller-register">Register as Seller</Link>
            </Button>
            <Button asChild size="lg" {...onDarkOutline}>
              {/* Search engines and screen readers get where it leads; people see the spec's words. */}
              <Link to="/start-selling">
                Learn More<VisuallyHidden> about selling on BayCatch</VisuallyHidden>
              </Link>
            </Button>
          </>
        }
      />
    </Container>
  );
}
