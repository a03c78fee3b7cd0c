import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, ChefHat, ClipboardCheck, LoaderCircle, PackageCheck } from 'lucide-react';
import { orderMessages } from '../../../shared/messages/order';
import { orderProgressSteps, orderStatusLabels, progressStepIndex } from '../../../shared/order-status';

const icons = [ClipboardCheck, ChefHat, PackageCheck, Check];

/** Four steps over confirmed, preparing, ready and completed; anything else is still processing. */
export function OrderProgress({ status }: { status: string }) {
  const current = progressStepIndex(status);
  if (current < 0) {
    return (
      <HStack gap="3" color="fg.muted" py="2" data-testid="order-progress">
        <LoaderCircle size={18} aria-hidden />
        <Text>{orderMessages.processing}</Text>
      </HStack>
    );
  }
  return (
    <Flex as="ol" aria-label="Order progress" data-testid="order-progress" gap="0" align="start">
      {orderProgressSteps.map((step, index) => {
        const Icon = icons[index]!;
        const done = index <= current;
        return (
          <Stack
            as="li"
            key={step}
            flex="1"
            align="center"
            gap="2"
            position="relative"
            aria-current={index === current ? 'step' : undefined}
          >
            {index > 0 && (
              <Box
                position="absolute"
                top="5"
                right="50%"
                w="100%"
                h="1"
                bg={done ? 'bay.solid' : 'border'}
                zIndex={0}
                aria-hidden
              />
            )}
            <Flex
              zIndex={1}
              w="10"
              h="10"
              borderRadius="full"
              align="center"
              justify="center"
              bg={done ? 'bay.solid' : 'bg.muted'}
              color={done ? 'white' : 'fg.muted'}
              borderWidth={index === current ? '3px' : '0'}
              borderColor="bay.emphasized"
            >
              <Icon size={18} aria-hidden />
            </Flex>
            <Text
              fontSize={{ base: 'xs', sm: 'sm' }}
              textAlign="center"
              fontWeight={index === current ? 'bold' : 'normal'}
              color={done ? 'fg' : 'fg.muted'}
            >
              {orderStatusLabels[step]}
            </Text>
          </Stack>
        );
      })}
    </Flex>
  );
}
