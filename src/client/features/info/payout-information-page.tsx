import { Card, Link as ChakraLink, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import {
  Banknote,
  Building2,
  CreditCard,
  FileText,
  Landmark,
  Link2,
  NotebookPen,
  ReceiptText,
  ShoppingCart,
  Smartphone,
  Wallet,
} from 'lucide-react';
import { contactSubjectLabels } from '../../../shared/contact.schema';
import { PAYOUT_TIME, SELLER_COMMISSION_PERCENT, SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';
import { formatUsd, PROMOTION_DAYS, PROMOTION_PRICE_CENTS, serviceFeeCents } from '../../../shared/money';
import { TRANSACTION_RECORDS_RETENTION } from '../../../shared/support';
import { CheckList } from './check-list';
import { IconCards } from './icon-cards';
import { InfoCallout } from './info-callout';
import { InfoPage, InfoSection } from './info-page';
import { InfoTable } from './info-table';
import { PaymentOptions } from './payment-options';
import { type Step, StepList } from './step-list';

/** A dozen steamed #1 males at the seed's default price, worked through both ways of paying. */
const EXAMPLE_SUBTOTAL_CENTS = 8500;
const exampleFee = serviceFeeCents(EXAMPLE_SUBTOTAL_CENTS);

const cardPayoutSteps: Step[] = [
  {
    icon: Link2,
    title: 'Connect Stripe',
    text: 'On your dashboard, the Payment Account card shows Not Connected until you choose Connect Stripe Account and finish Stripe’s short onboarding. It shows Pending while Stripe checks your details and Active when you can be paid.',
  },
  {
    icon: ShoppingCart,
    title: 'Buyer pays at checkout',
    text: `The buyer pays the item price plus the ${SERVICE_FEE_PERCENT}% service fee by card. Stripe handles the card; BayCatch never sees or stores card numbers.`,
  },
  {
    icon: Building2,
    title: 'Item price to your account',
    text: 'The full item price is transferred to your connected Stripe account. The service fee stays with BayCatch to cover card processing and running the marketplace.',
  },
  {
    icon: Landmark,
    title: 'Payout to your bank',
    text: `Stripe pays out to the bank account you connected, typically in ${PAYOUT_TIME}. You can follow every payout in your Stripe dashboard.`,
  },
];

const methods = [
  {
    icon: Banknote,
    title: 'Cash',
    text: 'Paid in person at pickup. Bring small bills and change: most orders are not round numbers.',
  },
  {
    icon: Smartphone,
    title: 'Mobile payment',
    text: 'Payment apps such as Venmo, Zelle or Cash App, at pickup. Put the app name and your handle in your pickup instructions.',
  },
  {
    icon: NotebookPen,
    title: 'Check',
    text: 'Accepted at your discretion, at pickup. Ask for a phone number on the check for larger orders.',
  },
  {
    icon: CreditCard,
    title: 'Credit and debit cards',
    text: `Paid online at checkout through Stripe, and paid out to your bank in ${PAYOUT_TIME}. Requires a connected Stripe account.`,
  },
];

const fees = [
  ['Commission on your sales', `${SELLER_COMMISSION_PERCENT}%`, 'BayCatch never takes a share of your sales'],
  ['Orders paid at pickup', '$0.00', 'Nothing is collected online; you keep 100%'],
  [
    'Card service fee',
    `${SERVICE_FEE_PERCENT}% of the subtotal`,
    'Paid by the buyer on top of your price; you receive the full item price',
  ],
  [
    'Listing promotion (optional)',
    formatUsd(PROMOTION_PRICE_CENTS),
    `Featured on the home page for ${PROMOTION_DAYS} days (pro rata for a listing that expires sooner), paid online by card`,
  ],
  ['Sign-up, listing and verification', '$0.00', 'Free, with no monthly fee'],
];

function ExampleOrder() {
  const rows = [
    {
      title: 'Paid at pickup',
      lines: [
        ['Buyer pays you in person', formatUsd(EXAMPLE_SUBTOTAL_CENTS)],
        ['Service fee', formatUsd(0)],
        ['You receive', formatUsd(EXAMPLE_SUBTOTAL_CENTS)],
      ],
    },
    {
      title: 'Paid by card',
      lines: [
        ['Subtotal', formatUsd(EXAMPLE_SUBTOTAL_CENTS)],
        [`Service fee (${SERVICE_FEE_PERCENT}%, paid by the buyer)`, formatUsd(exampleFee)],
        ['Buyer pays', formatUsd(EXAMPLE_SUBTOTAL_CENTS + exampleFee)],
        ['You receive', formatUsd(EXAMPLE_SUBTOTAL_CENTS)],
      ],
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {rows.map((row) => (
        <Card.Root key={row.title} variant="outline">
          <Card.Body gap="3">
            <Heading as="h3" size="md">
              {row.title}
            </Heading>
            <Stack as="dl" gap="2">
              {row.lines.map(([label, value], index) => (
                <Flex
                  key={label}
                  justify="space-between"
                  gap="4"
                  fontWeight={index === row.lines.length - 1 ? 'bold' : undefined}
                  borderTopWidth={index === row.lines.length - 1 ? '1px' : undefined}
                  pt={index === row.lines.length - 1 ? '2' : undefined}
                >
                  <Text as="dt">{label}</Text>
                  <Text as="dd" fontVariantNumeric="tabular-nums">
                    {value}
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function PayoutInformationPage() {
  return (
    <InfoPage
      title="Payout Information"
      page="/payout-information"
      eyebrow="For Sellers"
      icon={Wallet}
      lead="You get paid for every sale in full. Buyers choose at checkout whether to pay you in person at the dock or by card online, and the choice decides only how the money reaches you."
    >
      <InfoSection
        title="How payments work"
        intro="Every order on BayCatch is paid one of two ways. The order, the pickup and your price are the same either way."
      >
        <PaymentOptions />
      </InfoSection>

      <InfoSection
        title="An example order"
        intro={`A dozen steamed #1 males listed at ${formatUsd(EXAMPLE_SUBTOTAL_CENTS)}:`}
      >
        <ExampleOrder />
      </InfoSection>

      <InfoSection title="How card payouts reach your bank">
        <StepList steps={cardPayoutSteps} />
      </InfoSection>

      <InfoSection title="Accepted payment methods">
        <IconCards items={methods} columns={4} />
      </InfoSection>

      <InfoSection title="Fees at a glance">
        <InfoTable
          caption="What selling on BayCatch costs"
          columns={['Item', 'Amount', 'Notes']}
          rows={fees}
        />
      </InfoSection>

      <InfoSection title="Tips for smooth payments">
        <CheckList
          items={[
            'Connect Stripe before your first listing goes live, so buyers who prefer cards can order from you.',
            'Say in your pickup instructions which in-person methods you take (cash, which payment app, checks).',
            'For mobile payments, wait until the payment shows as received in your app before handing over the order.',
            'Mark each order Complete Pickup on your dashboard as soon as the buyer has it, so your earnings and records stay accurate.',
            'Keep your bank details in Stripe up to date; a payout to a closed account is returned and delayed.',
          ]}
        />
      </InfoSection>

      <InfoSection title="Tax notes">
        <Stack gap="4">
          <CheckList
            icon={FileText}
            color="bay.600"
            items={[
              'Sales through BayCatch are income, whether you were paid in cash, by app, by check or by card. Keep a record of every sale; your dashboard shows your total and monthly earnings.',
              'Stripe may send you a Form 1099-K for card payouts when your payments reach the IRS reporting threshold. Cash, app and check payments are still taxable even though no form is issued for them.',
              'Commercial watermen can usually deduct business costs such as fuel, bait, gear, licenses and boat upkeep. Keep the receipts.',
              'Whether Maryland sales tax applies depends on what you sell and how: live seafood is generally treated differently from prepared food such as hot steamed crabs. Check with the Comptroller of Maryland.',
              `BayCatch keeps transaction records for ${TRANSACTION_RECORDS_RETENTION}, so you can ask us for your sales history.`,
            ]}
          />
          <InfoCallout icon={ReceiptText} title="This is general information, not tax advice">
            Tax rules change and depend on your situation. For advice about your own return, speak with a tax
            professional or see the IRS and Comptroller of Maryland guidance for small businesses.
          </InfoCallout>
        </Stack>
      </InfoSection>

      <Text color="fg.muted">
        Questions about a payment or a payout?{' '}
        <ChakraLink asChild color="bay.fg" fontWeight="medium">
          <Link to="/contact-us">Contact our support team</Link>
        </ChakraLink>{' '}
        and choose the subject "{contactSubjectLabels['payment-question']}".
      </Text>
    </InfoPage>
  );
}
