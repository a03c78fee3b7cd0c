/**
 * A rating as stars (docs/product/reviews.md) on the catch page, the storefront and the seller's
 * dashboard; catch cards use the smaller CardRating. Nothing shows while a seller has no reviews.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { formatRating, type RatingDto, ratingLabel } from '../../../shared/rating';

/**
 * Five stars filled to the value in halves (4.5 is four and a half); decorative: the caller says
 * the number.
 */
export function RatingStars({ value, size = 14 }: { value: number; size?: number }) {
  const halves = Math.round(value * 2) / 2;
  return (
    <HStack gap="0.5" aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => {
        const filled = Math.min(1, Math.max(0, halves - (n - 1)));
        return (
          <Box key={n} position="relative" display="inline-flex" color="gray.300">
            <Star size={size} fill="currentColor" strokeWidth={1.5} />
            {filled > 0 && (
              <Box position="absolute" inset="0" w={`${filled * 100}%`} overflow="hidden" color="yellow.500">
                <Star size={size} fill="currentColor" strokeWidth={1.5} />
              </Box>
            )}
          </Box>
        );
      })}
    </HStack>
  );
}

/** Stars, the average to one decimal and "(count)"; null with no reviews yet. */
export function RatingSummary({ rating, size = 'sm' }: { rating: RatingDto; size?: 'sm' | 'md' }) {
  if (rating.average === null || rating.count === 0) return null;
  return (
    <HStack
      gap="1.5"
      role="img"
      aria-label={ratingLabel(rating.average, rating.count)}
      data-testid="rating-summary"
    >
      <RatingStars value={rating.average} size={size === 'md' ? 18 : 14} />
      <Text as="span" fontSize={size} fontWeight="semibold" aria-hidden>
        {formatRating(rating.average)}
      </Text>
      <Text as="span" fontSize={size} color="fg.muted" aria-hidden>
        ({rating.count})
      </Text>
    </HStack>
  );
}
