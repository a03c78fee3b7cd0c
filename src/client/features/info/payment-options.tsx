import { Badge, Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Banknote, CreditCard, type LucideIcon } from 'lucide-react';
import { PAYOUT_TIME, SELLER_COMMISSION_PERCENT, SERVICE_FEE_PERCENT } from '../../../shared/guide-figures';

interface PaymentOption {
  icon: LucideIcon;
  title: string;
  badge: string;
  badgePalette: 'green' | 'crab';
  summary: string;
  rows: { label: string; value: string }[];
}

/**
 * The two ways an order is paid (docs/product/payments.md). Paying at pickup is the in-person reading of
 * the static pages (no online payment, 0% commission); paying by card is checkout with Stripe
 * (5% buyer fee, payout in 2-3 business days). Side by side, each says when it applies.
 */
const options: PaymentOption[] = [
  {
    icon: Banknote,
    title: 'Pay at pickup',
    badge: 'No fees',
    badgePalette: 'green',
    summary: 'Reserve online, pay the seller in person when you collect. Nothing is charged online.',
    rows: [
      { label: 'How you pay', value: 'Cash, mobile payment or check, handed to the seller at the dock' },
      { label: 'Buyer pays', value: 'The item price only: the service fee is $0.00' },
      {
        label: 'Seller keeps',
        value: `100% of the sale: BayCatch takes ${SELLER_COMMISSION_PERCENT}% commission`,
      },
      { label: 'Money arrives', value: 'On the spot, at pickup' },
    ],
  },
  {
    icon: CreditCard,
    title: 'Pay by card',
    badge: `${SERVICE_FEE_PERCENT}% service fee`,
    badgePalette: 'crab',
    summary: 'Pay securely at checkout through Stripe, then just show your pickup pass at the dock.',
    rows: [
      { label: 'How you pay', value: 'Credit or debit card at checkout, processed by Stripe' },
      {
        label: 'Buyer pays',
        value: `The item price plus a ${SERVICE_FEE_PERCENT}% service fee on the subtotal, shown before you pay`,
      },
      { label: 'Seller keeps', value: 'The full item price: the service fee is paid by the buyer' },
      { label: 'Money arrives', value: `Stripe payout to the seller's bank, typically in ${PAYOUT_TIME}` },
    ],
  },
];

export function PaymentOptions() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {options.map((option) => (
        <Card.Root key={option.title} variant="outline" data-testid="payment-option">
          <Card.Body gap="4">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Flex gap="3" align="center">
                <Box bg="bay.subtle" color="bay.700" borderRadius="lg" p="2.5">
                  <option.icon size={22} aria-hidden />
                </Box>
                <Heading as="h3" size="lg">
                  {option.title}
                </Heading>
              </Flex>
              <Badge colorPalette={option.badgePalette} size="lg">
                {option.badge}
              </Badge>
            </Flex>
            <Text color="fg.muted">{option.summary}</Text>
            <Stack as="dl" gap="3" borderTopWidth="1px" pt="4">
              {option.rows.map((row) => (
                <Box key={row.label}>
                  <Text
                    as="dt"
                    fontSize="xs"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    color="fg.muted"
                  >
                    {row.label}
                  </Text>
                  <Text as="dd" fontSize="sm">
                    {row.value}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
