import { Button, Card, Container, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { verificationFigures } from '../../../shared/guide-figures';

/** For signed-in users who are not sellers (docs/product/sellers.md). */
export function BecomeCrabberPrompt() {
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <Card.Root textAlign="center">
        <Card.Body>
          <Stack gap="4" align="center">
            <Image src="/images/brand/logo-mark.svg" alt="" boxSize="16" />
            <Heading as="h1" size="xl">
              Become a Crabber
            </Heading>
            <Text color="fg.muted">
              Sell your fresh Chesapeake catch straight to local buyers with dockside pickup. Apply in about{' '}
              {verificationFigures.applicationTime}; we review applications within{' '}
              {verificationFigures.reviewTime}.
            </Text>
            <Button asChild colorPalette="crab" size="lg">
              <Link to="/seller-register">Apply to Sell</Link>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
