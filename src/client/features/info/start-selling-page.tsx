import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import {
  Anchor,
  BadgeCheck,
  Banknote,
  CalendarClock,
  Handshake,
  Megaphone,
  PackageCheck,
  Quote,
  ShoppingBasket,
  Store,
  Users,
} from 'lucide-react';
import {
  freshness,
  PAYOUT_TIME,
  SELLER_COMMISSION_PERCENT,
  SERVICE_FEE_PERCENT,
  sellerTypeGuides,
  verificationFigures,
} from '../../../shared/guide-figures';
import { formatUsd, PROMOTION_DAYS, PROMOTION_PRICE_CENTS } from '../../../shared/money';
import { onDarkOutline, PageCallToAction } from '../../components/page-call-to-action';
import { PersonAvatar } from '../../components/ui/person-avatar';
import { CheckList } from './check-list';
import { IconCards } from './icon-cards';
import { InfoPage, InfoSection } from './info-page';
import { type Step, StepList } from './step-list';

const benefits = [
  {
    icon: Banknote,
    title: `${SELLER_COMMISSION_PERCENT}% commission`,
    text: 'BayCatch takes nothing from your sales. Paid at pickup, you keep 100%; paid by card, you still receive the full item price.',
  },
  {
    icon: Users,
    title: 'Buyers close to home',
    text: 'Reach families and cooks around the Bay who want their crabs from a waterman, not a warehouse, and come back every season.',
  },
  {
    icon: CalendarClock,
    title: 'Your prices, your hours',
    text: 'You set the price per dozen, bushel or pound, the quantity you have, and the pickup windows that fit around the tides.',
  },
  {
    icon: PackageCheck,
    title: 'Sold before you dock',
    text: 'Buyers reserve ahead, so you know what is spoken for before you unload, and nothing waits on the dock unsold.',
  },
  {
    icon: BadgeCheck,
    title: 'A badge buyers trust',
    text: 'Approved sellers show the Verified Crabber badge on every listing, so buyers know who they are meeting.',
  },
  {
    icon: Megaphone,
    title: 'Get featured',
    text: `Promote a listing for ${formatUsd(PROMOTION_PRICE_CENTS)} and it shows in Featured Listings on the home page for ${PROMOTION_DAYS} days (pro rata for a listing that expires sooner).`,
  },
];

const sellingSteps: Step[] = [
  {
    icon: Store,
    title: 'List your catch',
    text: 'From your dashboard, post what you caught: species, size, live or steamed, price, quantity and photos. Set the dock and pickup windows once; they carry over to every listing.',
  },
  {
    icon: ShoppingBasket,
    title: 'Receive orders',
    text: 'Buyers reserve for one of your pickup windows and the order appears on your dashboard. Mark it Preparing, then Ready, and the buyer is told it is time to come down.',
  },
  {
    icon: Handshake,
    title: 'Meet and get paid',
    text: `Meet the buyer at the dock, check their QR pickup pass and hand over the order. Take payment in person, or let a card payment reach your bank in ${PAYOUT_TIME}.`,
  },
];

const sellable = [
  'Blue crabs, live or steamed: jumbo, #1, #2, small, mixed and sooks',
  'Soft shell crabs, live or cleaned',
  'Striped bass (rockfish), white perch and other Bay fish: whole, cleaned or filleted',
  'Oysters, live in the shell or shucked',
  'Clams: littlenecks, cherrystones, chowders and steamers',
  'Scallops and other seafood you are licensed to harvest',
];

const testimonials = [
  {
    quote:
      'I used to sit at the ramp with a sign and hope. Now my Saturday bushels are spoken for by Thursday, and the regulars know my boat.',
    name: 'Ray Dobbins',
    business: 'Dobbins Crab Co., Deale Harbor',
    avatar: '/images/sellers/avatar-1.svg',
  },
  {
    quote:
      'Folks ask how the oysters were grown and I get to tell them. That conversation at the dock is the best part of selling this way.',
    name: 'Marsha Lankford',
    business: 'Lankford Oyster Farm, St. Michaels',
    avatar: '/images/sellers/avatar-2.svg',
  },
  {
    quote:
      'Buyers pick their pickup window, so I fillet to order right at the dock. No fish sitting on ice all afternoon waiting for someone.',
    name: 'Terrell Whitaker',
    business: 'Whitaker Rockfish, Rock Hall',
    avatar: '/images/sellers/avatar-3.svg',
  },
];

function SellerTypeCards() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {sellerTypeGuides.map((guide) => (
        <Card.Root key={guide.type} variant="outline">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              {guide.label}
            </Heading>
            <Text fontSize="lg" fontWeight="semibold" color="bay.fg">
              {guide.limit}
            </Text>
            <Badge
              alignSelf="start"
              colorPalette={guide.verification === 'Full verification' ? 'crab' : 'bay'}
            >
              {guide.verification}
            </Badge>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Testimonials() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
      {testimonials.map((testimonial) => (
        <Card.Root key={testimonial.name} as="figure" variant="subtle" bg="bay.subtle">
          <Card.Body gap="4">
            <Box color="crab.fg">
              <Quote size={24} aria-hidden />
            </Box>
            <Text as="blockquote" lineHeight="tall">
              {testimonial.quote}
            </Text>
            <HStack as="figcaption" gap="3" mt="auto">
              <PersonAvatar size="md" name={testimonial.name} src={testimonial.avatar} />
              <Stack gap="0">
                <Text fontWeight="semibold">{testimonial.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {testimonial.business}
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function StartSellingPage() {
  return (
    <InfoPage
      title="Start Selling on BayCatch"
      page="/start-selling"
      eyebrow="For Sellers"
      icon={Anchor}
      lead="BayCatch is built for Maryland watermen and recreational harvesters who want to sell straight to their neighbors. List today's catch in minutes, meet buyers at the dock, and keep what you earn."
      actions={
        <>
          <Button asChild colorPalette="crab" size="lg">
            <Link to="/seller-register">Register as Seller</Link>
          </Button>
          <Button asChild size="lg" {...onDarkOutline}>
            <Link to="/verification-process">How Verification Works</Link>
          </Button>
        </>
      }
    >
      <InfoSection title="Why sell on BayCatch">
        <IconCards items={benefits} />
      </InfoSection>

      <InfoSection
        title="How selling works"
        intro="Three steps, and the dashboard walks you through each one."
      >
        <StepList steps={sellingSteps} />
      </InfoSection>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '12', lg: '10' }}>
        <InfoSection
          title="What you can sell"
          intro={`Seafood on BayCatch must have been caught within the last ${freshness.caughtWithin}.`}
        >
          <CheckList items={sellable} />
        </InfoSection>
        <InfoSection title="Fees in plain numbers" intro="No sign-up fee, no monthly fee, no commission.">
          <CheckList
            items={[
              `Paid at pickup (cash, mobile payment or check): nothing is collected online and you keep 100%.`,
              `Paid by card: the buyer pays a ${SERVICE_FEE_PERCENT}% service fee on top, and you receive the full item price in your bank in ${PAYOUT_TIME} through Stripe.`,
              `Optional promotion: ${formatUsd(PROMOTION_PRICE_CENTS)} for ${PROMOTION_DAYS} days in Featured Listings (pro rata for a listing that expires sooner), paid online by card.`,
              `Verification: ${verificationFigures.cost.toLowerCase()}.`,
            ]}
          />
          <Button asChild variant="outline" colorPalette="bay" mt="5">
            <Link to="/payout-information">Read the payout details</Link>
          </Button>
        </InfoSection>
      </SimpleGrid>

      <InfoSection
        title="Who can sell"
        intro={`Commercial fishers and recreational harvesters aged ${verificationFigures.minimumAge} or over can apply. What you may list depends on your seller type.`}
      >
        <SellerTypeCards />
      </InfoSection>

      <InfoSection
        title="Getting verified"
        intro={`Every seller is verified before their first listing goes live. It is ${verificationFigures.cost.toLowerCase()} and the application takes about ${verificationFigures.applicationTime}.`}
      >
        <Stack gap="5" align="start">
          <Box>
            <CheckList
              items={[
                'Submit your application: seller type, a short bio, your dock and your pickup hours.',
                `Upload your license, photo ID and boat registration (${verificationFigures.uploadFormats.join(', ')}, up to ${verificationFigures.maxUploadMb}MB each).`,
                `Take a short phone call from our team, usually within ${verificationFigures.phoneCallWithin}.`,
                `Get our decision by e-mail, typically within ${verificationFigures.reviewTime} of the call.`,
              ]}
            />
          </Box>
          <Button asChild colorPalette="bay" variant="outline">
            <Link to="/verification-process">See the full verification process</Link>
          </Button>
        </Stack>
      </InfoSection>

      <InfoSection title="From sellers on BayCatch">
        <Testimonials />
      </InfoSection>

      <PageCallToAction
        title="Ready to sell your catch?"
        text="Register today, and your first listing can be live as soon as you are approved."
        actions={
          <>
            <Button asChild colorPalette="crab" size="lg">
              <Link to="/seller-register">Register as Seller</Link>
            </Button>
            <Button asChild size="lg" {...onDarkOutline}>
              <Link to="/verification-process">Verification Process</Link>
            </Button>
          </>
        }
      />
    </InfoPage>
  );
}
