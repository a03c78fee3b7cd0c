/**
 * Choosing 1 to 5 stars: a group of native radio buttons, one per star, so keyboards (arrows),
 * screen readers ("4 stars, radio, 4 of 5") and forms work as with any radio group.
 */
import { Box, chakra, Fieldset, HStack, VisuallyHidden } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { reviewScreenTexts } from '../../../shared/messages/review';

export function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | undefined;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {reviewScreenTexts.starsLegend}
      </Fieldset.Legend>
      <HStack gap="1" data-testid="star-picker">
        {[1, 2, 3, 4, 5].map((stars) => (
          <Box
            as="label"
            key={stars}
            position="relative"
            cursor="pointer"
            p="1"
            borderRadius="md"
            color={value !== null && stars <= value ? 'yellow.500' : 'gray.300'}
            _hover={{ color: 'yellow.400' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'bay.500', outlineOffset: '1px' }}
          >
            {/* Transparent over the star: the star is what is seen, the radio what is clicked and read out. */}
            <chakra.input
              type="radio"
              name="stars"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              position="absolute"
              inset="0"
              w="full"
              h="full"
              m="0"
              opacity="0"
              cursor="pointer"
            />
            <VisuallyHidden>{reviewScreenTexts.starLabel(stars)}</VisuallyHidden>
            <Star size={28} fill="currentColor" strokeWidth={1.5} aria-hidden />
          </Box>
        ))}
      </HStack>
      {/* Darker than the default error red, which falls short of 4.5:1 on white. */}
      {error && <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
