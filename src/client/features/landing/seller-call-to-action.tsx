import { Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Anchor } from 'lucide-react';

export function SellerCallToAction() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
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
          <HStack color="crab.300" gap="2">
            <Anchor size={18} />
            <Text fontWeight="semibold" textTransform="uppercase" fontSize="sm" letterSpacing="wide">
              For crabbers and fishers
            </Text>
          </HStack>
          <Heading as="h2" size="2xl">
            Sell your catch straight to your neighbors
          </Heading>
          <Text color="bay.100">
            List what came off the boat today, set your pickup times and dock, and meet buyers who value fresh
            Bay seafood.
          </Text>
        </Stack>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="crab" size="lg">
            <Link to="/seller-register">Register as Seller</Link>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <Link to="/start-selling">Learn More</Link>
          </Button>
        </HStack>
      </Flex>
    </Container>
  );
}
