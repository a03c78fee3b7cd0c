import { Box, Button, Container, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { NATIVE_POST_ATTRIBUTE } from '../../../shared/early-taps';
import { SelectField } from '../../components/ui/select-field';
import heroSvg from '../../public/images/brand/hero-bay.svg?raw';

/** The landing search's seafood types (docs/product/catalog.md). */
const seafoodTypes = [
  { value: '', label: 'Any Type' },
  { value: 'crabs', label: 'Blue Crabs' },
  { value: 'fish', label: 'Fresh Fish' },
  { value: 'oysters', label: 'Oysters' },
  { value: 'clams', label: 'Clams' },
];

/**
 * The hero's picture travels inside the page's styles (3.5 kB of SVG): it paints with the first
 * paint instead of arriving a round trip later over a slow dock connection.
 */
const HERO_IMAGE = `"data:image/svg+xml,${encodeURIComponent(heroSvg)}"`;

/**
 * The search is a plain GET form to the marketplace, its fields named as the marketplace's address
 * bar names them: tapped before the app is live (seconds on a slow phone), the browser sends it itself
 * and the early-tap script lets it go (docs/decisions/033-form-posts.md). Its empty fields come along
 * then ("Any Type" is one); the marketplace reads them as no filter and its route redirects to the
 * address the app would have gone to.
 */
const nativeSearchProps = { method: 'get', action: '/marketplace', [NATIVE_POST_ATTRIBUTE]: '' } as const;

export function HeroSearch() {
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const [pickupDate, setPickupDate] = useState('');
  const [species, setSpecies] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Live, the app moves to the marketplace itself; only the filters the visitor actually set travel in the query string.
    const search: Record<string, string> = {};
    if (location.trim()) search.location = location.trim();
    if (pickupDate) search.pickupDate = pickupDate;
    if (species) search.species = species;
    void navigate({ to: '/marketplace', search });
  };

  return (
    <Box
      position="relative"
      color="white"
      bgColor="bay.900"
      bgImage={`linear-gradient(90deg, rgba(4,24,36,0.82) 0%, rgba(4,24,36,0.55) 55%, rgba(4,24,36,0.2) 100%), url(${HERO_IMAGE})`}
      bgSize="cover"
      bgPos="center"
    >
      <Container maxW="7xl" py={{ base: '12', md: '24' }}>
        <Stack gap="4" maxW="2xl">
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" fontWeight="extrabold">
            Fresh From the Bay{' '}
            <Box as="span" color="crab.300" display="block">
              To Your Table
            </Box>
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="bay.100">
            Reserve crabs, fish and oysters straight from Chesapeake Bay watermen, then pick them up at the
            dock.
          </Text>
        </Stack>
        <Box
          as="form"
          {...nativeSearchProps}
          onSubmit={submit}
          role="search"
          aria-label="Find seafood"
          mt="8"
          bg="white"
          color="fg"
          borderRadius="xl"
          p={{ base: '4', md: '5' }}
          boxShadow="xl"
          maxW="5xl"
        >
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" alignItems="end">
            <Field.Root>
              <Field.Label>Location</Field.Label>
              <Input
                name="location"
                placeholder="Baltimore, Annapolis..."
                value={location}
                onChange={(e) => setLocation(e.target.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Pickup Date</Field.Label>
              <Input
                name="pickupDate"
                type="date"
                value={pickupDate}
                onChange={(e) => setPickupDate(e.target.value)}
              />
            </Field.Root>
            <SelectField
              label="Seafood Type"
              name="species"
              value={species}
              options={seafoodTypes}
              onChange={setSpecies}
            />
            <Button type="submit" colorPalette="crab" size="lg">
              <Search size={18} /> Find Seafood
            </Button>
          </SimpleGrid>
        </Box>
      </Container>
    </Box>
  );
}
