import { Badge, Box, Card, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import {
  Backpack,
  Clock,
  Compass,
  ExternalLink,
  MapPin,
  MapPinned,
  Navigation,
  Phone,
  Signpost,
} from 'lucide-react';
import { sellerGuidance } from '../../../shared/guide-figures';
import { type PickupLocation, pickupLocations } from '../../../shared/pickup-locations';
import { directionsUrl } from '../../lib/directions';
import { CheckList } from './check-list';
import { IconCards } from './icon-cards';
import { InfoPage, InfoSection } from './info-page';

function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

const infoBlocks = [
  {
    icon: Signpost,
    title: 'Easy to find',
    text: 'Every location is a public dock or marina with parking close by. Your order page shows the exact address, and sellers add notes such as which slip or which boat to look for.',
  },
  {
    icon: Clock,
    title: 'Flexible hours',
    text: 'Docks are open from early morning into the evening, and each seller sets pickup windows within those hours, including weekends, so you can collect on the way to work or on a Saturday morning.',
  },
  {
    icon: Compass,
    title: 'GPS ready',
    text: 'Each location has exact coordinates. Tap Get directions to open turn-by-turn navigation straight to the dock, even at marinas that are hard to find by street address alone.',
  },
];

const whatToBring = [
  'A cooler with ice or ice packs, big enough for your order. A bushel of crabs needs a large cooler or the bushel basket itself.',
  'A damp towel or a piece of burlap to keep live crabs cool and moist on the drive home.',
  'Your QR pickup pass, open on your phone (a screenshot works when the signal at the dock is weak).',
  'If you chose to pay at pickup: cash (small bills help), your mobile payment app, or a checkbook, as the seller accepts.',
  'Sturdy shoes: docks can be wet and uneven.',
];

const onArrival = [
  'Arrive within your pickup window. Sellers are on the water before and after it.',
  'Park in the public lot or on the street as posted, then walk down to the dock; do not block boat ramps or fuel docks.',
  "Look for the seller's boat name or the meeting point in the pickup instructions on your order page.",
  'Show your QR pickup pass. The seller checks the code and hands over your order.',
  'Check your order before you leave: count the crabs, check that shellfish are closed and that the size matches the listing.',
  'Running late? Tell your seller as early as you can; they plan their day around the tides.',
];

function LocationCard({ location }: { location: PickupLocation }) {
  return (
    <Card.Root variant="outline" data-testid="pickup-location" overflow="hidden">
      <Box h="1.5" bg="bay.600" />
      <Card.Body gap="4">
        <Stack gap="1">
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Heading as="h3" size="lg">
              {location.name}
            </Heading>
            <Badge colorPalette="bay" variant="subtle">
              {location.town}
            </Badge>
          </Flex>
          <Text color="fg.muted" fontSize="sm" lineHeight="tall">
            {location.description}
          </Text>
        </Stack>
        <Stack gap="2.5" fontSize="sm">
          <HStack align="start" gap="2.5">
            <Box color="crab.fg" mt="0.5">
              <MapPin size={16} aria-hidden />
            </Box>
            <Text>{location.address}</Text>
          </HStack>
          <HStack align="start" gap="2.5">
            <Box color="crab.fg" mt="0.5">
              <Clock size={16} aria-hidden />
            </Box>
            <Text>{location.hours}</Text>
          </HStack>
          <HStack align="start" gap="2.5">
            <Box color="crab.fg" mt="0.5">
              <Phone size={16} aria-hidden />
            </Box>
            <Link href={telHref(location.phone)} color="bay.fg">
              {location.phone}
            </Link>
          </HStack>
          <HStack align="start" gap="2.5">
            <Box color="crab.fg" mt="0.5">
              <MapPinned size={16} aria-hidden />
            </Box>
            <Text fontFamily="mono" fontSize="xs" pt="0.5">
              {location.lat.toFixed(5)}, {location.lng.toFixed(5)}
            </Text>
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {location.features.map((feature) => (
            <Badge key={feature} variant="outline" colorPalette="gray">
              {feature}
            </Badge>
          ))}
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Link
          href={directionsUrl(location)}
          target="_blank"
          rel="noopener noreferrer"
          color="bay.fg"
          fontWeight="semibold"
          fontSize="sm"
        >
          <Navigation size={16} aria-hidden /> Get directions
          <ExternalLink size={14} aria-label="(opens in a new tab)" />
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

export function PickupLocationsPage() {
  return (
    <InfoPage
      title="Pickup Locations"
      page="/pickup-locations"
      eyebrow="For Buyers"
      icon={MapPin}
      lead={`You collect your order where the boats come in. BayCatch sellers meet buyers at ${pickupLocations.length} public docks and marinas around the Bay, from the Inner Harbor to the Eastern Shore.`}
    >
      <IconCards items={infoBlocks} />

      <InfoSection
        title="Our dockside locations"
        intro="Each seller picks up at one of these locations; the listing and your order page show which one. Hours are when the dock is open to the public; your seller's pickup windows fall within them."
      >
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
          {pickupLocations.map((location) => (
            <LocationCard key={location.slug} location={location} />
          ))}
        </SimpleGrid>
      </InfoSection>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '12', md: '8' }}>
        <InfoSection title="What to bring">
          <CheckList items={whatToBring} icon={Backpack} color="bay.600" />
        </InfoSection>
        <InfoSection title="When you arrive">
          <CheckList items={onArrival} />
        </InfoSection>
      </SimpleGrid>

      <Text color="fg.muted" fontSize="sm">
        Sellers are asked to be at the dock {sellerGuidance.arriveEarlyMinutes} minutes before each pickup
        window opens. If something goes wrong with a pickup, let us know through{' '}
        <Link asChild color="bay.fg">
          <RouterLink to="/contact-us">Contact Us</RouterLink>
        </Link>
        .
      </Text>
    </InfoPage>
  );
}
