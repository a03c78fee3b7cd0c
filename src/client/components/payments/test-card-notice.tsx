import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { paymentMessages } from '../../../shared/messages/payment';
import { formatCardNumber, testCards } from '../../../shared/test-mode-cards';

/** Says nothing is charged and offers Stripe's featured test numbers, each filling the card field. */
export function TestCardNotice({ onPick }: { onPick: (cardNumber: string) => void }) {
  return (
    <Alert.Root status="info" borderRadius="lg" alignItems="start">
      <Alert.Indicator />
      {/* minW 0 lets the text wrap in a narrow dialog (320 px) instead of running out of the box. */}
      <Alert.Content gap="2" minW="0">
        <Alert.Title fontWeight="bold">{paymentMessages.testModeNotice}</Alert.Title>
        <Alert.Description>
          <Text mb="2">
            Stripe keys are not configured, so BayCatch runs its built-in test mode. Use one of Stripe's test
            card numbers with any future expiry date and any 3-digit CVC:
          </Text>
          <Stack as="ul" gap="1" listStyleType="none">
            {testCards
              .filter((test) => test.featured)
              .map((test) => (
                <HStack as="li" key={test.number} gap="2" align="center" flexWrap="wrap" rowGap="0.5">
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="bay"
                    fontFamily="mono"
                    flexShrink={0}
                    onClick={() => onPick(formatCardNumber(test.number))}
                    aria-label={`Use test card ${formatCardNumber(test.number)} (${test.label})`}
                  >
                    {formatCardNumber(test.number)}
                  </Button>
                  <Text fontSize="sm" lineHeight="short">
                    {test.label}
                  </Text>
                </HStack>
              ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
