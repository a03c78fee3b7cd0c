import { Stack, Text } from '@chakra-ui/react';
import {
  Car,
  CookingPot,
  Flame,
  Refrigerator,
  ShieldCheck,
  Snowflake,
  Store,
  Thermometer,
  Timer,
  TriangleAlert,
  Utensils,
} from 'lucide-react';
import { freshness, handlingFigures } from '../../../shared/guide-figures';
import { type AccordionEntry, AccordionList } from '../../components/accordion-list';
import { CheckList } from './check-list';
import { IconCards } from './icon-cards';
import { InfoCallout } from './info-callout';
import { InfoPage, InfoSection } from './info-page';
import { type Step, StepList } from './step-list';

const { steamCrabsMinutes, safeInternalTempF, refrigeratorMaxF, cookedKeepsDays, frozenPickedMeatMonths } =
  handlingFigures;

const keyFigures = [
  {
    icon: Flame,
    title: `Steam crabs ${steamCrabsMinutes}`,
    text: 'Covered, over boiling water and vinegar, until every shell is bright orange-red.',
  },
  {
    icon: Thermometer,
    title: `Cook to ${safeInternalTempF}°F`,
    text: 'The safe internal temperature for fish and shellfish; fish flakes and turns opaque.',
  },
  {
    icon: Refrigerator,
    title: `Fridge at ${refrigeratorMaxF}°F or below`,
    text: 'Check with a fridge thermometer; the door shelf is the warmest spot, so use the back.',
  },
  {
    icon: Timer,
    title: `Cooked seafood: ${cookedKeepsDays}`,
    text: 'How long steamed crabs, cooked fish and shellfish keep, covered, in the refrigerator.',
  },
  {
    icon: Snowflake,
    title: `Freeze picked meat up to ${frozenPickedMeatMonths} months`,
    text: 'In an airtight container with little air space; thaw overnight in the refrigerator.',
  },
];

const coldChain: Step[] = [
  {
    icon: Store,
    title: 'At the dock',
    text: `Everything on BayCatch was caught within the last ${freshness.caughtWithin}. Look before you leave: live crabs should move their legs and claws, shellfish should be closed, and fish should have clear eyes, red gills and a clean smell of the sea.`,
  },
  {
    icon: Car,
    title: 'On the way home',
    text: 'Put your order in a cooler with ice packs and drive straight home. Perishable seafood should spend no more than 2 hours out of the cold, or 1 hour when it is above 90°F outside. Keep the cooler out of the sun, in the car rather than the trunk.',
  },
  {
    icon: Refrigerator,
    title: 'In your kitchen',
    text: `Refrigerate fish, shucked shellfish and cooked seafood at ${refrigeratorMaxF}°F or below as soon as you get home. Cook live crabs the same day; cook fresh fish within a day or two.`,
  },
  {
    icon: CookingPot,
    title: 'Cooking',
    text: `Steam live crabs for ${steamCrabsMinutes} and cook fish and shellfish to an internal temperature of ${safeInternalTempF}°F. Use clean plates and utensils for cooked food, never the ones that held raw seafood.`,
  },
  {
    icon: Utensils,
    title: 'Leftovers',
    text: `Refrigerate leftovers within 2 hours. Cooked seafood keeps ${cookedKeepsDays} in the refrigerator; picked crab meat keeps up to ${frozenPickedMeatMonths} months in the freezer.`,
  },
];

const bySpecies: AccordionEntry[] = [
  {
    value: 'live-crabs',
    title: 'Live blue crabs',
    content: (
      <Stack gap="3">
        <Text>
          Crabs stay alive for a day out of the water when they are kept cool, damp and able to breathe. Cook
          only crabs that are alive: a crab that dies before cooking spoils quickly and should be thrown away.
        </Text>
        <CheckList
          items={[
            'Keep them in the bushel basket or an open cooler, covered with a damp towel or burlap, with ice packs underneath and the lid cracked for air.',
            'Never let them sit in fresh water or in melted ice water: it drowns them.',
            `Steam them covered, over water and vinegar seasoned with Old Bay or J.O. spice, for ${steamCrabsMinutes}, until the shells are bright orange-red all over.`,
            'Chill them on ice for a few minutes before cooking if you like: cold crabs are calmer and easier to handle with tongs.',
          ]}
        />
      </Stack>
    ),
  },
  {
    value: 'steamed-crabs',
    title: 'Steamed crabs and crab meat',
    content: (
      <CheckList
        items={[
          'Steamed crabs picked up hot are ready to eat. If you are not eating within 2 hours, refrigerate them and eat them cold or rewarm them briefly in a steamer.',
          `Refrigerated steamed crabs and picked meat keep ${cookedKeepsDays}.`,
          `Pick the meat before freezing: picked meat keeps up to ${frozenPickedMeatMonths} months in the freezer, whole steamed crabs turn watery.`,
        ]}
      />
    ),
  },
  {
    value: 'soft-shells',
    title: 'Soft shell crabs',
    content: (
      <CheckList
        items={[
          'Buy them live and cook them the same day, or ask the seller to clean them for you: the face, gills and apron come off.',
          'Keep them refrigerated in a single layer on a damp towel, not stacked and not in water.',
          'Sauté, fry or grill until the shell turns red and crisp, about 3 to 4 minutes a side.',
        ]}
      />
    ),
  },
  {
    value: 'fish',
    title: 'Rockfish, perch and other fish',
    content: (
      <CheckList
        items={[
          'Fresh fish smells mild and briny, never fishy or sour. The flesh springs back when pressed.',
          'Refrigerate on ice in a covered dish, with a drain or rack so the fish does not sit in meltwater.',
          `Cook to ${safeInternalTempF}°F, when the flesh is opaque and separates easily with a fork.`,
          'To freeze, wrap fillets tightly in plastic and then foil or a freezer bag, pressing out the air.',
        ]}
      />
    ),
  },
  {
    value: 'shellfish',
    title: 'Oysters, clams and scallops',
    content: (
      <CheckList
        items={[
          'Live oysters and clams should be closed, or close when tapped. Throw away any with cracked or broken shells.',
          'Store them in the refrigerator in an open container covered with a damp cloth. Never in an airtight bag or in water: they need to breathe.',
          'When cooking in the shell, throw away any that do not open.',
          `Shucked oysters and clams and fresh scallops go straight into the refrigerator at ${refrigeratorMaxF}°F or below and are best within a day or two.`,
        ]}
      />
    ),
  },
];

export function SafetyHandlingPage() {
  return (
    <InfoPage
      title="Safety & Handling"
      page="/safety-handling"
      eyebrow="For Buyers"
      icon={ShieldCheck}
      lead="Fresh seafood is only as good as the way it is kept. Here is how to get your catch home cold, store it, cook it safely and make the most of the leftovers."
    >
      <InfoSection title="The numbers to remember">
        <IconCards items={keyFigures} columns={3} />
      </InfoSection>

      <InfoSection
        title="From the dock to your table"
        intro="Seafood stays safe when it stays cold. Each step below keeps the cold chain unbroken."
      >
        <StepList steps={coldChain} layout="timeline" />
      </InfoSection>

      <InfoSection
        title="Handling by type of seafood"
        intro="Open as many as you like: each section covers storing, checking and cooking one kind of catch."
      >
        <AccordionList
          items={bySpecies}
          mode="multiple"
          defaultOpen={['live-crabs']}
          aria-label="Handling by type of seafood"
        />
      </InfoSection>

      <Stack gap="4">
        <InfoCallout icon={TriangleAlert} title="Raw oysters and clams" palette="yellow">
          Eating raw or undercooked shellfish can cause serious illness, including Vibrio infections that are
          more common in the warm months. People with liver disease, diabetes, a weakened immune system or
          stomach problems, and anyone pregnant, should eat oysters and clams only fully cooked.
        </InfoCallout>
        <InfoCallout icon={ShieldCheck} title="Shellfish allergies">
          Crab, oysters, clams and scallops are shellfish, one of the major food allergens. If you are buying
          for guests, let them know what is on the table.
        </InfoCallout>
      </Stack>
    </InfoPage>
  );
}
