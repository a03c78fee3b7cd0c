import { Badge, Box, Card, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Fish, Ruler, Scale, Shell, Users } from 'lucide-react';
import { IconCards } from './icon-cards';
import { InfoCallout } from './info-callout';
import { InfoPage, InfoSection } from './info-page';
import { InfoTable } from './info-table';

/** The size mixes sellers choose from for blue crabs (docs/product/info-pages.md), from largest down. */
const crabGrades = [
  {
    grade: 'Jumbo',
    size: '6½ in and up',
    text: 'The biggest, heaviest males of the catch. Fewer crabs to pick and big lumps of backfin in every one. The showpiece of a crab feast.',
  },
  {
    grade: '#1',
    size: 'about 6 in and up',
    text: 'Heavy, full male crabs ("jimmies"), the classic Maryland feast crab. Watermen grade #1s by weight in the hand as much as by width.',
  },
  {
    grade: '#2',
    size: 'about 5½ - 6 in',
    text: 'Smaller or lighter males. Good value for a backyard feast, and the usual choice for crab soup and picking meat.',
  },
  {
    grade: 'Small',
    size: '5 - 5½ in',
    text: 'The smallest legal crabs. More work per ounce of meat, but sweet and the lowest price per dozen.',
  },
  {
    grade: 'Mixed',
    size: 'assorted',
    text: 'Crabs as they came out of the pots, not culled by size. A mix of larger and smaller males at a friendly price.',
  },
  {
    grade: 'Sooks',
    size: 'mature females',
    text: 'Adult females, known by their red-tipped claws and wide, rounded apron. Sweet, rich meat; many cooks prefer them for soup and picking.',
  },
];

const softShellGrades = [
  ['Mediums', '3½ - 4 in', 'Two or three per person; sandwiches and appetizers'],
  ['Hotels', '4 - 4½ in', 'Two per person; the restaurant standard'],
  ['Primes', '4½ - 5 in', 'One or two per person; a main course'],
  ['Jumbos', '5 - 5½ in', 'One per person; a big sandwich'],
  ['Whales', '5½ in and up', 'One per person, and then some'],
];

const crabPortions = [
  {
    icon: Users,
    title: 'Per person',
    text: 'Plan on 6 to 8 crabs per adult for a feast with corn and sides, a dozen for serious pickers, and about half that for kids.',
  },
  {
    icon: Shell,
    title: 'A dozen',
    text: 'Twelve crabs: a feast for two, or a first round for four. The easy order for a weeknight.',
  },
  {
    icon: Scale,
    title: 'Half bushel and bushel',
    text: 'A bushel holds roughly 4 to 5 dozen jumbos, 5 to 6 dozen #1s, or 6 to 7 dozen #2s or smalls, enough for 8 to 12 people. A half bushel is half that.',
  },
];

const fishSizes = [
  [
    'Trophy',
    '36 inches and over',
    'Spring trophy rockfish. A whole fish feeds a crowd; ask for it filleted.',
  ],
  ['Large', 'A big fish for the family', 'Thick fillets for the grill or oven; a whole fish for a party.'],
  ['Medium', 'The everyday size', 'Two good fillets for two to four people.'],
  ['Small', 'Pan-sized', 'White perch and other small fish, best pan-fried whole or scaled and cleaned.'],
  [
    'Keeper',
    'At or just above the legal minimum',
    'The smallest fish the law lets a fisher keep for its species and season.',
  ],
];

const fishPrep = [
  [
    'Whole',
    'As caught, bled and iced',
    'About 1 lb per person; you gut, scale and cut it yourself, and you keep the head and frame for stock.',
  ],
  ['Cleaned', 'Gutted and scaled, head usually on', 'About ¾ lb per person; ready for the grill or oven.'],
  [
    'Filleted',
    'Boneless sides, skin on or off',
    'About ⅓ to ½ lb per person. Fillets weigh roughly 35-45% of the whole fish.',
  ],
];

const oysterGrades = [
  ['Counts', 'Largest', 'About 20 or fewer shucked oysters per pint; frying, grilling, the raw bar'],
  ['Selects', 'Medium', 'About 26 to 38 per pint; frying, stews and casseroles'],
  ['Standards', 'Smallest', 'About 38 to 60 per pint; oyster stew, stuffing and fritters'],
];

const clamGrades = [
  ['Littlenecks', 'About 2 in across; 7 to 10 per lb', 'Raw on the half shell, steamed, or with linguine'],
  ['Cherrystones', 'About 2½ - 3 in; 3 to 4 per lb', 'Stuffed, grilled, or chopped for sauces'],
  ['Chowders', 'Over 3 in; 1 to 2 per lb', 'Chopped for chowder and clam fritters'],
  [
    'Steamers',
    'Soft-shell clams ("manninose")',
    'Steamed and dipped in broth and butter; about 1 lb per person as a starter',
  ],
];

const scallopSizes = [
  ['Large', 'Under about 20 per lb', 'Searing: a golden crust with a tender center'],
  ['Medium', 'About 20 to 30 per lb', 'Searing, kebabs and pasta'],
  ['Small', 'About 30 to 40 per lb', 'Quick sautés, stews and gratins'],
];

function CrabGradeCards() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {crabGrades.map((grade) => (
        <Card.Root key={grade.grade} variant="outline">
          <Card.Body gap="2">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Heading as="h4" size="lg">
                {grade.grade}
              </Heading>
              <Badge colorPalette="bay" variant="subtle" size="md">
                {grade.size}
              </Badge>
            </Flex>
            <Text color="fg.muted" fontSize="sm" lineHeight="tall">
              {grade.text}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function SizingGuidePage() {
  return (
    <InfoPage
      title="Seafood Sizing Guide"
      page="/sizing-guide"
      eyebrow="For Buyers"
      icon={Ruler}
      lead="Maryland crab talk has its own words: #1s, sooks, a half bushel of mixed. This guide explains the sizes our sellers list, so you know what you are reserving and how much to order."
    >
      <InfoSection
        title="Blue crab grades"
        intro="Crabs are measured point to point, across the top shell from the tip of one side spine to the other. Sizes overlap a little because watermen grade by eye and by weight: a heavy #1 often has more meat than a light, freshly molted jumbo."
      >
        <Stack gap="6">
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="center">
            <Image
              src="/images/catches/blue-crab-live.svg"
              alt="A live Chesapeake blue crab"
              w={{ base: 'full', md: '18rem' }}
              maxW="22rem"
              borderRadius="xl"
              bg="bay.subtle"
              flexShrink={0}
            />
            <Box flex="1">
              <Heading as="h3" size="lg" mb="4">
                Sizes from largest to smallest
              </Heading>
              <Text color="fg.muted" lineHeight="tall">
                Heavier crabs are fuller crabs. When you pick one up at the dock it should feel solid for its
                size and be lively, with legs moving. Maryland law sets the smallest crab a waterman may keep,
                so even smalls are grown crabs.
              </Text>
            </Box>
          </Flex>
          <CrabGradeCards />
        </Stack>
      </InfoSection>

      <InfoSection
        title="How many crabs to order"
        intro="Sellers list crabs by the dozen, the half bushel or the bushel. These rules of thumb come from years of backyard feasts."
      >
        <IconCards items={crabPortions} />
      </InfoSection>

      <InfoSection
        title="Soft shell crabs"
        intro="A soft shell is a blue crab caught right after it sheds its shell, so you eat the whole crab. They are graded by width and sold by the dozen or by the piece."
      >
        <InfoTable
          caption="Soft shell grades"
          columns={['Grade', 'Width', 'How many to serve']}
          rows={softShellGrades}
        />
      </InfoSection>

      <InfoSection
        title="Fish"
        intro="Striped bass (rockfish) and white perch are the Bay's table fish. Length is what matters on the water; at the table, think in pounds."
      >
        <Stack gap="6">
          <InfoTable caption="Fish sizes" columns={['Size', 'What it means', 'Good for']} rows={fishSizes} />
          <InfoTable
            caption="Fish preparation"
            columns={['Preparation', 'What you get', 'How much to buy']}
            rows={fishPrep}
          />
        </Stack>
      </InfoSection>

      <InfoSection
        title="Oysters and clams"
        intro="Both are sold live in the shell or shucked. Live shellfish should be tightly closed, or close when tapped."
      >
        <Stack gap="6">
          <InfoTable
            caption="Oyster grades (shucked oysters)"
            columns={['Grade', 'Size', 'Count and use']}
            rows={oysterGrades}
          />
          <Text color="fg.muted" fontSize="sm">
            In the shell, wild Maryland oysters must measure at least 3 inches. Figure 6 oysters per person
            for a raw bar, a dozen for oyster lovers.
          </Text>
          <InfoTable caption="Clam sizes" columns={['Size', 'Measure', 'Good for']} rows={clamGrades} />
        </Stack>
      </InfoSection>

      <InfoSection
        title="Scallops and other catches"
        intro="For scallops and other seafood, sellers choose large, medium or small. Scallops are counted per pound: fewer per pound means bigger scallops."
      >
        <InfoTable caption="Scallop sizes" columns={['Size', 'Count', 'Good for']} rows={scallopSizes} />
      </InfoSection>

      <InfoCallout icon={Fish} title="Still unsure which size to pick?">
        Every listing has a description from the seller, and most sellers are happy to advise on the dock.
        When in doubt, a dozen #1 males is the order that rarely disappoints.
      </InfoCallout>
    </InfoPage>
  );
}
