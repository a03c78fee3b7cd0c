import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  Award,
  Camera,
  CircleCheck,
  CircleX,
  HandHeart,
  type LucideIcon,
  MessageSquare,
  ShieldCheck,
  Star,
  Truck,
} from 'lucide-react';
import { freshness, handlingFigures, sellerGuidance } from '../../../shared/guide-figures';
import { CheckList } from './check-list';
import { IconCards } from './icon-cards';
import { InfoPage, InfoSection } from './info-page';

interface PracticeGroup {
  icon: LucideIcon;
  title: string;
  intro: string;
  tips: string[];
}

const { respondToOrdersWithin, confirmPickupWithin, arriveEarlyMinutes } = sellerGuidance;

const headlineFigures = [
  {
    icon: MessageSquare,
    title: `Respond in ${respondToOrdersWithin}`,
    text: 'Answer every new order within a few hours, even when you are on the water: buyers plan their day around your reply.',
  },
  {
    icon: CircleCheck,
    title: `Confirm within ${confirmPickupWithin}`,
    text: 'Confirm each pickup at least a day ahead, with the time and meeting point, so nobody drives to an empty dock.',
  },
  {
    icon: Truck,
    title: `Arrive ${arriveEarlyMinutes} minutes early`,
    text: 'Be set up at the dock before your pickup window opens, with orders bagged, labelled and on ice.',
  },
];

const groups: PracticeGroup[] = [
  {
    icon: Camera,
    title: 'Listings that sell',
    intro: 'A good listing answers the questions a buyer would ask you at the dock.',
    tips: [
      'Use a clear title with species, size and preparation, for example "Live #1 Males, Trotline Caught".',
      'Photograph your actual catch in daylight, with something for scale like a bushel basket or a hand.',
      'Grade honestly. If a dozen runs between #1 and #2, list it as #2 or mixed; buyers remember the surprise, not the price.',
      `Say where and when it was caught. Only list seafood caught within the last ${freshness.caughtWithin}.`,
      'Keep quantities current in Inventory Management as you sell in person, so you never oversell.',
      'Price by the unit buyers expect: crabs by the dozen or bushel, fish by the pound or piece.',
    ],
  },
  {
    icon: MessageSquare,
    title: 'Communication',
    intro: 'Most problems at pickup start as a missed message.',
    tips: [
      `Reply to new orders within ${respondToOrdersWithin}, and move them to Preparing when you start on them.`,
      `Confirm every pickup within ${confirmPickupWithin} of the order, or by the evening before.`,
      'Mark the order Ready only when it is actually packed and waiting; that is when the buyer is told to come.',
      'If weather or a slow day means you come up short, tell the buyer straight away and offer a smaller order, another day or a cancellation.',
      'Write pickup instructions a stranger could follow: boat name, which slip, where to park.',
    ],
  },
  {
    icon: Truck,
    title: 'Smooth pickups',
    intro: 'The handover is what buyers remember.',
    tips: [
      `Arrive ${arriveEarlyMinutes} minutes before your window opens and stay until it ends.`,
      'Have each order bagged or boxed and labelled with the buyer name before they arrive.',
      'Check the QR pickup pass or the code on it before handing over, then mark the order Complete Pickup.',
      'Keep change, your payment app handle and a pen for checks on hand if you take payment at pickup.',
      'Help with heavy bushels and offer ice if you have it; a buyer with a long drive will thank you.',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Food safety',
    intro: 'Your reputation and your buyers’ health depend on the cold chain.',
    tips: [
      'Keep live crabs shaded, cool and damp in baskets; cull dead crabs before they reach a buyer.',
      `Hold shucked shellfish, fish and steamed crabs at ${handlingFigures.refrigeratorMaxF}°F or below until handover.`,
      `Steam crabs fully, ${handlingFigures.steamCrabsMinutes}, and sell steamed orders hot or chilled, never lukewarm.`,
      'Keep shellfish harvest tags as the law requires, and follow Maryland DNR and health department rules.',
      'Clean your coolers, baskets and work surfaces between days on the water.',
    ],
  },
  {
    icon: Star,
    title: 'Building your reputation',
    intro: 'Repeat buyers are the heart of a dockside business.',
    tips: [
      'Be consistent: the same honest grading, the same pickup spot, the same friendly handover.',
      'Write a bio that says who you are, where you work and how long you have been on the water.',
      'When something goes wrong, make it right before the buyer has to ask.',
      'Promote your best listing when you have a great catch to show off, not every day.',
      'Keep your license current and re-verify each year to keep your Verified Crabber badge.',
    ],
  },
];

const examples = [
  {
    good: true,
    title: 'Live #1 Males, Trotline Caught This Morning',
    text: 'Heavy males from the West River, culled at the dock. Pickup at Annapolis City Dock, Tue and Thu afternoons.',
  },
  {
    good: false,
    title: 'CRABS!!!',
    text: 'Good crabs, text me.',
  },
];

/** `wide`: the odd card out spans both columns instead of leaving a hole beside it. */
function PracticeCard({ group, wide }: { group: PracticeGroup; wide: boolean }) {
  return (
    <Card.Root variant="outline" gridColumn={wide ? { lg: 'span 2' } : undefined}>
      <Card.Body gap="4">
        <Flex gap="3" align="center">
          <Box bg="bay.subtle" color="bay.700" borderRadius="lg" p="2.5">
            <group.icon size={22} aria-hidden />
          </Box>
          <Heading as="h3" size="lg">
            {group.title}
          </Heading>
        </Flex>
        <Text color="fg.muted">{group.intro}</Text>
        <CheckList items={group.tips} />
      </Card.Body>
    </Card.Root>
  );
}

export function BestPracticesPage() {
  return (
    <InfoPage
      title="Seller Best Practices"
      page="/best-practices"
      eyebrow="For Sellers"
      icon={Award}
      lead="The sellers buyers come back to do a few simple things every time. These are the habits we see in the best crabbers and fishers on BayCatch."
    >
      <IconCards items={headlineFigures} />

      <InfoSection title="Five things to get right">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          {groups.map((group, index) => (
            <PracticeCard
              key={group.title}
              group={group}
              wide={index === groups.length - 1 && groups.length % 2 === 1}
            />
          ))}
        </SimpleGrid>
      </InfoSection>

      <InfoSection
        title="A listing buyers trust"
        intro="Two listings for the same crabs. Guess which one sells out first."
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {examples.map((example) => (
            <Card.Root
              key={example.title}
              variant="outline"
              borderColor={example.good ? 'green.300' : 'red.300'}
              borderWidth="2px"
            >
              <Card.Body gap="2">
                <Flex
                  gap="2"
                  align="center"
                  color={example.good ? 'green.700' : 'red.700'}
                  fontWeight="semibold"
                >
                  {example.good ? <CircleCheck size={18} aria-hidden /> : <CircleX size={18} aria-hidden />}
                  <Text>{example.good ? 'Clear and specific' : 'Leaves buyers guessing'}</Text>
                </Flex>
                <Heading as="h3" size="md">
                  {example.title}
                </Heading>
                <Text color="fg.muted">{example.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </InfoSection>

      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        align={{ md: 'center' }}
        bg="crab.subtle"
        borderRadius="xl"
        p={{ base: '5', md: '6' }}
      >
        <Box color="crab.fg">
          <HandHeart size={28} aria-hidden />
        </Box>
        <Text>
          Every sale is a neighbor eating something you caught. Treat each pickup like the start of a long
          friendship, and the marketplace takes care of the rest.
        </Text>
      </Stack>
    </InfoPage>
  );
}
