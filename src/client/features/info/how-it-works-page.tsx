import { Button, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import {
  BadgeCheck,
  Bell,
  CalendarDays,
  CircleCheck,
  ClipboardCheck,
  CookingPot,
  Fish,
  MapPin,
  PackageCheck,
  QrCode,
  Receipt,
  Search,
  ShoppingBasket,
} from 'lucide-react';
import { freshness } from '../../../shared/guide-figures';
import { pickupLocations } from '../../../shared/pickup-locations';
import { onDarkOutline, PageCallToAction } from '../../components/page-call-to-action';
import { CheckList } from './check-list';
import { IconCards } from './icon-cards';
import { InfoCallout } from './info-callout';
import { InfoPage, InfoSection } from './info-page';
import { PaymentOptions } from './payment-options';
import { type Step, StepList } from './step-list';

const buyerSteps: Step[] = [
  {
    icon: Search,
    title: 'Browse & Reserve',
    text: 'Open the marketplace to see what local watermen caught today. Filter by species, size, preparation, price and distance, pick a pickup window that suits you, and add it to your cart before it sells out.',
  },
  {
    icon: Bell,
    title: 'Get Notified',
    text: 'Your seller confirms the order and starts preparing it, whether that is culling a bushel of live crabs or steaming them with Old Bay. You are notified the moment your order is ready at the dock.',
  },
  {
    icon: QrCode,
    title: 'Quick Pickup',
    text: 'Meet your seller at the pickup location during your window and show the QR pickup pass on your phone. The seller checks the code, hands over your seafood, and you are on your way.',
  },
];

const orderStatuses: Step[] = [
  {
    icon: ClipboardCheck,
    title: 'Confirmed',
    text: 'Your reservation is in and the quantity is held for you, so nobody else can buy the same crabs. You can see the order, the pickup address and your window on the order page.',
  },
  {
    icon: CookingPot,
    title: 'Preparing',
    text: 'The seller is getting your order ready: sorting and counting live crabs, steaming, shucking or cleaning fish the way the listing describes.',
  },
  {
    icon: PackageCheck,
    title: 'Ready',
    text: 'Your order is waiting at the dock. The QR pickup pass appears on your order page now; before this step it shows a note that the code arrives when the order is ready.',
  },
  {
    icon: CircleCheck,
    title: 'Completed',
    text: 'The seller scanned or checked your code and handed over the order. The order stays in your history with what you bought and what you paid.',
  },
];

const reasons = [
  {
    icon: Fish,
    title: 'Straight off the boat',
    text: `Sellers may list only seafood caught within the last ${freshness.caughtWithin}. No warehouse, no truck across the country.`,
  },
  {
    icon: BadgeCheck,
    title: 'Verified sellers',
    text: 'Every seller is reviewed by our team before posting. Approved sellers carry the Verified Crabber badge on their listings.',
  },
  {
    icon: MapPin,
    title: `${pickupLocations.length} dockside locations`,
    text: 'From Baltimore Inner Harbor to St. Michaels, pickups happen at public docks and marinas around the Bay with parking nearby.',
  },
  {
    icon: Receipt,
    title: 'Prices you can see',
    text: 'Every listing shows the price per dozen, bushel, pound or piece. Any card service fee is shown before you pay, never after.',
  },
];

export function HowItWorksPage() {
  return (
    <InfoPage
      title="How It Works"
      page="/how-it-works"
      eyebrow="For Buyers"
      icon={ShoppingBasket}
      lead="BayCatch connects you with the crabbers and fishers who work the Chesapeake Bay. You reserve what they caught today, they get it ready, and you collect it at the dock, usually within hours of it coming off the water."
      actions={
        <Button asChild colorPalette="crab" size="lg">
          <Link to="/marketplace">Browse the Marketplace</Link>
        </Button>
      }
    >
      <InfoSection
        title="Three steps from the boat to your table"
        intro="You need a free BayCatch account to reserve. Browsing is quick, and a reservation takes about a minute."
      >
        <StepList steps={buyerSteps} />
      </InfoSection>

      <InfoSection
        title="What happens to your order"
        intro="Your order page follows every order through four steps, so you always know whether to head for the dock."
      >
        <StepList steps={orderStatuses} layout="timeline" />
      </InfoSection>

      <InfoSection
        title="Paying for your order"
        intro="At checkout you choose how to pay. Both ways reserve your seafood in the same way; they differ only in when and how the money moves."
      >
        <PaymentOptions />
      </InfoSection>

      <InfoSection title="Why buy through BayCatch">
        <IconCards items={reasons} columns={4} />
      </InfoSection>

      <InfoSection title="Before you head to the dock">
        <Stack gap="6">
          <CheckList
            items={[
              'Bring a cooler with ice or ice packs, plus a towel or damp burlap to cover live crabs on the ride home.',
              'Check the pickup location and your pickup window on the order page, and leave a few minutes for parking.',
              'Have your QR pickup pass open on your phone, and cash, a mobile payment app or a checkbook if you chose to pay at pickup.',
              'Not sure how many crabs to order? The sizing guide explains the grades and how many people a bushel feeds.',
            ]}
          />
          <InfoCallout icon={CalendarDays} title="When to buy" palette="crab">
            Blue crab season runs from {freshness.season}, and the fattest, most plentiful crabs come from{' '}
            {freshness.peakSeason}. Oysters are at their best in the cooler months, so the marketplace changes
            with the seasons.
          </InfoCallout>
        </Stack>
      </InfoSection>

      <PageCallToAction
        title="See what came off the boat today"
        text="Fresh listings go up every morning in season. The best crabs go first."
        actions={
          <>
            <Button asChild colorPalette="crab" size="lg">
              <Link to="/marketplace">Go to the Marketplace</Link>
            </Button>
            <Button asChild size="lg" {...onDarkOutline}>
              <Link to="/sizing-guide">Read the Sizing Guide</Link>
            </Button>
          </>
        }
      />
    </InfoPage>
  );
}
