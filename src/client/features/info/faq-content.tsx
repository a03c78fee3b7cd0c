/** The questions of the FAQ page, in its three groups (docs/product/info-pages.md). */
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  freshness,
  PAYOUT_TIME,
  SELLER_COMMISSION_PERCENT,
  SERVICE_FEE_PERCENT,
  sellerTypeGuides,
  verificationFigures,
} from '../../../shared/guide-figures';
import { formatUsd, PROMOTION_DAYS, PROMOTION_PRICE_CENTS } from '../../../shared/money';
import { pickupLocations } from '../../../shared/pickup-locations';
import { SUPPORT_RESPONSE_HOURS, supportHours } from '../../../shared/support';
import type { AccordionEntry } from '../../components/accordion-list';

function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="bay.fg" fontWeight="medium">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}

export interface FaqGroup {
  id: 'customers' | 'sellers' | 'general';
  title: string;
  intro: string;
  items: AccordionEntry[];
}

const customers: AccordionEntry[] = [
  {
    value: 'how-to-order',
    title: 'How do I order seafood?',
    content: (
      <Text>
        Sign in (an account is free), open the <To to="/marketplace">Marketplace</To> and choose a listing.
        Pick a pickup window, set the quantity and add it to your cart. At checkout, choose to pay at pickup
        or by card, and your order is confirmed. The full walk-through is on{' '}
        <To to="/how-it-works">How It Works</To>.
      </Text>
    ),
  },
  {
    value: 'how-to-pay',
    title: 'How do I pay?',
    content: (
      <Stack gap="2">
        <Text>You choose at checkout:</Text>
        <Text>
          <strong>Pay at pickup.</strong> Nothing is charged online. You pay the seller in person at the dock
          by cash, mobile payment or check, and there is no service fee.
        </Text>
        <Text>
          <strong>Pay by card.</strong> You pay online through Stripe at checkout, with a{' '}
          {SERVICE_FEE_PERCENT}% service fee added to the subtotal. At the dock you just show your pickup
          pass.
        </Text>
      </Stack>
    ),
  },
  {
    value: 'service-fee',
    title: 'Why is there a service fee on card orders?',
    content: `Card payments cost money to process and protect. The ${SERVICE_FEE_PERCENT}% service fee on the subtotal covers that and keeps BayCatch running, so sellers pay no commission. It applies only when you pay by card: paying at pickup has no fee. Your cart and checkout show the fee before you pay.`,
  },
  {
    value: 'where-pickup',
    title: 'Where do I pick up my order?',
    content: (
      <Text>
        At the seller's dock, one of our {pickupLocations.length} pickup locations:{' '}
        {pickupLocations.map((location) => location.name).join(', ')}. Every listing shows its pickup address,
        and your order page repeats it with your pickup window. See{' '}
        <To to="/pickup-locations">Pickup Locations</To> for hours and directions.
      </Text>
    ),
  },
  {
    value: 'qr-pass',
    title: 'What is the QR pickup pass?',
    content:
      'A code that proves the order is yours. It appears on your order page when the seller marks the order Ready. Show it at the dock, the seller checks it, and you collect your order: no paperwork, no names shouted across the marina.',
  },
  {
    value: 'freshness',
    title: 'How fresh is the seafood?',
    content: `Sellers may list only seafood caught within the last ${freshness.caughtWithin}, and many list the same morning they unload. Every listing says when and where it was harvested.`,
  },
  {
    value: 'late',
    title: "What if I can't make my pickup window?",
    content:
      'Tell your seller as early as you can; your order page shows who they are and where they meet buyers. Sellers plan around the tides and may not be able to wait, but most will find another window that works. If you cannot reach the seller, contact us.',
  },
  {
    value: 'problem',
    title: 'Something is wrong with my order. What do I do?',
    content: (
      <Text>
        Check your order at the dock before you leave and tell the seller straight away; most problems are
        settled on the spot. If not, send us a message through <To to="/contact-us">Contact Us</To> with the
        subject "Problem with an order" and the order number, and we will reply within{' '}
        {SUPPORT_RESPONSE_HOURS} hours.
      </Text>
    ),
  },
];

const sellers: AccordionEntry[] = [
  {
    value: 'who-can-sell',
    title: 'Who can sell on BayCatch?',
    content: `Commercial fishers and recreational crabbers, fishers and shellfish harvesters in Maryland, aged ${verificationFigures.minimumAge} or over, who pass our verification. Commercial fishers need full verification; recreational sellers need basic verification.`,
  },
  {
    value: 'approval-time',
    title: 'How long does approval take?',
    content: (
      <Text>
        The application takes about {verificationFigures.applicationTime}. We call you within{' '}
        {verificationFigures.phoneCallWithin}, and the final review typically takes another{' '}
        {verificationFigures.reviewTime}. You hear from us by e-mail. Details on the{' '}
        <To to="/verification-process">Verification Process</To> page.
      </Text>
    ),
  },
  {
    value: 'cost',
    title: 'What does it cost to sell?',
    content: `Nothing to join, verify or list. BayCatch takes ${SELLER_COMMISSION_PERCENT}% commission: on orders paid at pickup you keep 100%, and on card orders the buyer pays the service fee, so you receive the full item price. The only optional cost is promoting a listing: ${formatUsd(PROMOTION_PRICE_CENTS)} for ${PROMOTION_DAYS} days in Featured Listings, less for a listing that expires sooner: you pay only for the days it can be seen.`,
  },
  {
    value: 'payout',
    title: 'How and when do I get paid?',
    content: (
      <Text>
        Orders paid at pickup are paid to you in person at the dock. Card payments go to your connected Stripe
        account and reach your bank typically in {PAYOUT_TIME}. Connect Stripe from your dashboard. See{' '}
        <To to="/payout-information">Payout Information</To>.
      </Text>
    ),
  },
  {
    value: 'limits',
    title: 'Are there limits on how much I can sell?',
    content: (
      <Stack as="ul" gap="1" ps="5" listStyleType="disc">
        {sellerTypeGuides.map((guide) => (
          <li key={guide.type}>
            {guide.label}: {guide.limit.toLowerCase()}
          </li>
        ))}
      </Stack>
    ),
  },
  {
    value: 'what-to-sell',
    title: 'What can I sell?',
    content: `Blue crabs (live or steamed), soft shells, fish such as striped bass and white perch, oysters, clams and scallops, caught within the last ${freshness.caughtWithin} and harvested under your license and Maryland rules.`,
  },
  {
    value: 'promote',
    title: 'How do I promote a listing?',
    content: `Choose Promote on the listing in your dashboard and pay ${formatUsd(PROMOTION_PRICE_CENTS)} by card. The listing carries a Featured badge and appears in Featured Listings on the home page for ${PROMOTION_DAYS} days, or until the listing expires if that is sooner; the price is pro rata, and the dialog shows it and the end date before you pay.`,
  },
  {
    value: 'manage-orders',
    title: 'How do I manage orders?',
    content: (
      <Text>
        New orders appear under Recent Orders on your dashboard. Use Mark Preparing when you start, Mark Ready
        when it is packed (the buyer is told to come), and Complete Pickup when it is handed over. Our{' '}
        <To to="/best-practices">Best Practices</To> cover the rest.
      </Text>
    ),
  },
];

const weekdayHours = supportHours.map((row) => `${row.days}: ${row.hours}`).join('; ');

const general: AccordionEntry[] = [
  {
    value: 'what-is',
    title: 'What is BayCatch?',
    content:
      'An online marketplace for fresh Chesapeake Bay seafood. Local crabbers and fishers list what they caught; you reserve it online and collect it at the dock. We verify every seller and run the marketplace; the seafood always comes straight from the person who caught it.',
  },
  {
    value: 'areas',
    title: 'Which areas do you serve?',
    content: `Maryland's Chesapeake Bay, with pickups at ${pickupLocations.length} docks and marinas from Baltimore and Annapolis to Deale, Kent Island, St. Michaels and Rock Hall.`,
  },
  {
    value: 'season',
    title: 'When is crab season?',
    content: `Maryland crab season runs from ${freshness.season}, with the best and most plentiful crabs from ${freshness.peakSeason}. Oysters, clams and fish keep the marketplace going outside crab season.`,
  },
  {
    value: 'privacy',
    title: 'Is my personal information safe?',
    content: (
      <Text>
        Yes. Passwords are stored only as strong one-way hashes, card details go straight to Stripe and never
        touch our servers, and we never sell your information. Our{' '}
        <To to="/privacy-policy">Privacy Policy</To> says what we keep and for how long.
      </Text>
    ),
  },
  {
    value: 'support',
    title: 'How do I reach support?',
    content: (
      <Text>
        Send a message through <To to="/contact-us">Contact Us</To>. We reply within {SUPPORT_RESPONSE_HOURS}{' '}
        hours. Support hours: {weekdayHours}.
      </Text>
    ),
  },
];

export const faqGroups: FaqGroup[] = [
  { id: 'customers', title: 'For customers', intro: 'Ordering, paying and picking up.', items: customers },
  { id: 'sellers', title: 'For sellers', intro: 'Joining, selling and getting paid.', items: sellers },
  { id: 'general', title: 'General', intro: 'About BayCatch.', items: general },
];
