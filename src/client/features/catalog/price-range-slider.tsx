import { HStack, Slider, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PRICE_SLIDER, priceRangeLabel } from './marketplace-filters';

/** Two-thumb price slider, 0-200 in steps of 5; the top reads '$200+'. Commits when released. */
export function PriceRangeSlider({
  min,
  max,
  onCommit,
}: {
  min: number;
  max: number;
  onCommit: (min: number, max: number) => void;
}) {
  const [draft, setDraft] = useState([min, max]);
  useEffect(() => setDraft([min, max]), [min, max]);
  return (
    <Slider.Root
      min={PRICE_SLIDER.min}
      max={PRICE_SLIDER.max}
      step={PRICE_SLIDER.step}
      value={draft}
      minStepsBetweenThumbs={0}
      onValueChange={(details) => setDraft(details.value)}
      onValueChangeEnd={(details) => onCommit(details.value[0]!, details.value[1]!)}
      aria-label={['Minimum price', 'Maximum price']}
      colorPalette="bay"
    >
      <HStack justify="space-between">
        <Slider.Label>Price Range</Slider.Label>
        <Text fontSize="sm" color="fg.muted" data-testid="price-range-label">
          {priceRangeLabel(draft[0]!, draft[1]!)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
