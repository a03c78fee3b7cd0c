import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Scale } from 'lucide-react';
import {
  freshness,
  PAYOUT_TIME,
  SELLER_COMMISSION_PERCENT,
  SERVICE_FEE_PERCENT,
  sellerTypeGuides,
  verificationFigures,
} from '../../../shared/guide-figures';
import { formatUsd, PROMOTION_DAYS, PROMOTION_PRICE_CENTS } from '../../../shared/money';
import { InfoPage } from './info-page';
import { LegalDocument, type LegalSection } from './legal-document';

const contactLink = (
  <ChakraLink asChild color="bay.fg">
    <Link to="/contact-us">Contact Us</Link>
  </ChakraLink>
);

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    body: [
      'These Terms of Service are an agreement between you and BayCatch ("BayCatch", "we", "us") and govern your use of the BayCatch website and marketplace. By creating an account, placing an order or listing seafood, you agree to these terms and to our Privacy Policy. If you do not agree, do not use BayCatch.',
      'If you use BayCatch on behalf of a business, you confirm that you may bind that business to these terms.',
    ],
  },
  {
    id: 'the-service',
    title: 'What BayCatch is',
    body: [
      'BayCatch is an online marketplace that connects buyers with independent crabbers, fishers and shellfish harvesters ("sellers") around the Chesapeake Bay in Maryland, for pickup at dockside locations.',
      'BayCatch is not the seller of any seafood listed. Each sale is a contract between the buyer and the seller. We provide the marketplace, verify sellers, process card payments and help resolve problems, but we do not catch, store, prepare, inspect or deliver seafood.',
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts and eligibility',
    body: [
      [
        'You must be at least 18 years old to create an account.',
        'Give accurate information and keep it up to date, including your name and e-mail address.',
        'Keep your password to yourself. You are responsible for what happens under your account; tell us straight away if you think someone else has used it.',
        'One person or business, one seller account. We may refuse or close accounts that break these terms.',
      ],
    ],
  },
  {
    id: 'buying',
    title: 'Buying on BayCatch',
    body: [
      'When you place an order you reserve the quantity you chose for the pickup window you selected, and you agree to collect it at the listed pickup location during that window.',
      'Listings, sizes, prices and photos are provided by sellers. Check your order at pickup: once you accept it at the dock, the seller has delivered it. If something is wrong, raise it with the seller there, or with us within 24 hours of pickup.',
      `Sellers may list only seafood caught within the last ${freshness.caughtWithin}. Handling and cooking after pickup is your responsibility; our Safety & Handling guide explains how to do it safely.`,
    ],
  },
  {
    id: 'payments',
    title: 'Payments and fees',
    body: [
      'At checkout the buyer chooses one of two ways to pay:',
      [
        <Text as="span" key="pickup">
          <strong>Pay at pickup.</strong> No payment is collected online. The buyer pays the seller in person
          at pickup by cash, mobile payment or check, as the seller accepts. No service fee applies, BayCatch
          takes no commission, and the seller keeps 100% of the price.
        </Text>,
        <Text as="span" key="card">
          <strong>Pay by card.</strong> The buyer pays online through our payment processor, Stripe. A service
          fee of {SERVICE_FEE_PERCENT}% of the order subtotal, rounded to the cent, is added to the total and
          shown before payment. The seller receives the full item price through their connected Stripe
          account, with payouts typically in {PAYOUT_TIME}.
        </Text>,
      ],
      `BayCatch charges sellers ${SELLER_COMMISSION_PERCENT}% commission. Sellers may pay ${formatUsd(PROMOTION_PRICE_CENTS)} to feature a listing for ${PROMOTION_DAYS} days, or a pro rata price for the days until an earlier expiry; promotion is always paid online by card and is not refundable once the listing has been featured.`,
      'Card payments are processed by Stripe under its own terms. BayCatch does not receive or store full card numbers.',
      'Prices are in US dollars. Sellers are responsible for any sales tax that applies to their sales.',
    ],
  },
  {
    id: 'cancellations',
    title: 'Cancellations, missed pickups and refunds',
    body: [
      'If you cannot collect an order, tell the seller as early as possible. Sellers harvest and prepare to order and may not be able to hold an order past its pickup window.',
      'If a seller cannot fulfil an order, the order is cancelled. A card payment for an order that was cancelled, or that was not delivered as described and not resolved with the seller, is refunded to the original card, service fee included.',
      'Orders paid at pickup are settled between buyer and seller at the dock. We will help where we can, but we cannot refund money that was not paid through BayCatch.',
    ],
  },
  {
    id: 'sellers',
    title: 'Selling on BayCatch',
    body: [
      `Sellers must be at least ${verificationFigures.minimumAge}, complete our verification process before listing, and re-verify every year. Verification is free. Approval is valid for ${verificationFigures.validFor}.`,
      'As a seller you agree to:',
      [
        'hold every license and permit your harvest and sales require, keep them current, and stop listing if one lapses;',
        'follow Maryland Department of Natural Resources rules on seasons, sizes, catch limits and gear, and all food-safety and health rules that apply to you;',
        `stay within the limits of your seller type: ${sellerTypeGuides.map((guide) => `${guide.label.toLowerCase()}s, ${guide.limit.toLowerCase()}`).join('; ')};`,
        `list only seafood you caught or harvested yourself within the last ${freshness.caughtWithin}, and describe its species, size, preparation and harvest honestly;`,
        'keep seafood safely chilled until handover and be at the pickup location during the windows you offer;',
        'handle buyer information only to fulfil their orders, and never use it for anything else.',
      ],
      'Sellers are responsible for reporting their income and paying their taxes.',
    ],
  },
  {
    id: 'conduct',
    title: 'Things you may not do',
    body: [
      [
        'List seafood that is undersized, out of season, over a legal limit, or harvested from closed or polluted waters.',
        'Misrepresent who you are, what you sell or where it came from.',
        'Arrange to take a BayCatch order off the platform to avoid fees or our rules.',
        'Harass, threaten or discriminate against other users.',
        'Interfere with BayCatch, probe it for weaknesses, or access it by automated means without our permission.',
        'Use BayCatch for anything unlawful.',
      ],
    ],
  },
  {
    id: 'content',
    title: 'Listings and content',
    body: [
      'You keep ownership of the photos and text you post. You give BayCatch a non-exclusive, royalty-free licence to show them on BayCatch and in promoting your listings for as long as they are on the marketplace.',
      'We may remove listings or content that break these terms or the law.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: [
      'BayCatch is provided "as is". Sellers, not BayCatch, are responsible for the quality, safety, legality and description of the seafood they sell. We do not guarantee that a listing will be available or that the marketplace will be uninterrupted.',
      'Raw or undercooked shellfish carries a risk of illness, especially for people with certain health conditions. Buyers decide how to prepare what they buy.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: [
      'To the extent the law allows, BayCatch is not liable for indirect, incidental or consequential losses, or for losses arising from a transaction between a buyer and a seller. Our total liability to you for any claim about BayCatch is limited to the greater of the service fees and promotion payments you paid us in the 12 months before the claim, or $100.',
      'Nothing in these terms limits liability that cannot be limited under Maryland law.',
    ],
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: [
      'You agree to cover BayCatch against claims, losses and costs that result from your breach of these terms or of the law, including claims by buyers about seafood you sold.',
    ],
  },
  {
    id: 'termination',
    title: 'Suspension and closing accounts',
    body: [
      'You may close your account at any time through Contact Us. We may suspend or close an account, or remove a seller’s verification, if these terms are broken, a license lapses, or buyers are put at risk. Orders already placed are completed or cancelled and refunded as described above.',
    ],
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: [
      'These terms are governed by the laws of the State of Maryland. Please contact us first so we can try to resolve any dispute informally. Disputes that cannot be resolved are decided by the state or federal courts located in Maryland.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: [
      'We may update these terms as BayCatch changes. The date at the top shows the latest version. If a change is significant, we tell registered users by e-mail before it takes effect. Using BayCatch after a change means you accept the updated terms.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    body: [<Text key="contact">Questions about these terms? Send us a message through {contactLink}.</Text>],
  },
];

export function TermsOfServicePage() {
  return (
    <InfoPage
      title="Terms of Service"
      page="/terms-of-service"
      eyebrow="Support"
      icon={Scale}
      lead="The rules that keep the marketplace fair for buyers and sellers, in plain language."
    >
      <LegalDocument
        summary="In short: BayCatch runs the marketplace and verifies sellers; each sale is between you and the seller. Buyers pay at pickup with no fee, or by card with a service fee. Sellers keep their full price, follow Maryland rules, and sell only fresh seafood they harvested."
        sections={sections}
      />
    </InfoPage>
  );
}
