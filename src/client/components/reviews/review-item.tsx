/** One review as buyers and sellers read it: stars, who and when, the text and the seller's reply. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { reviewScreenTexts } from '../../../shared/messages/review';
import type { ReviewDto } from '../../../shared/review.schema';
import { RatingStars } from './rating-stars';

export function reviewDate(iso: string): string {
  return onDockClock(iso, { month: 'short', day: 'numeric', year: 'numeric' });
}

export function ReviewItem({
  review,
  sellerName,
  action,
  children,
}: {
  review: ReviewDto;
  sellerName: string;
  /** At the end of the review's heading line: the Report button where readers may report it. */
  action?: ReactNode;
  /** Below the review: the seller's reply box, or the buyer's Edit button. */
  children?: ReactNode;
}) {
  return (
    <Stack gap="2" data-testid="review">
      <HStack gap="2" flexWrap="wrap">
        <HStack role="img" aria-label={reviewScreenTexts.starLabel(review.stars)}>
          <RatingStars value={review.stars} />
        </HStack>
        <Text fontSize="sm" fontWeight="semibold">
          {review.authorName}
        </Text>
        {review.authorStatus === 'suspended' && (
          <Badge size="sm" colorPalette="gray" variant="subtle">
            {reviewScreenTexts.suspendedAuthor}
          </Badge>
        )}
        <Text fontSize="sm" color="fg.muted">
          {reviewDate(review.createdAt)}
        </Text>
        {action && <Box ms="auto">{action}</Box>}
      </HStack>
      {review.body && (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {review.body}
        </Text>
      )}
      {review.reply && (
        <Stack
          gap="1"
          bg="bg.muted"
          borderRadius="md"
          px="3"
          py="2"
          ms={{ base: '2', md: '6' }}
          data-testid="review-reply"
        >
          <Text fontSize="xs" color="fg.muted">
            {reviewScreenTexts.replyFrom(sellerName)} · {reviewDate(review.reply.createdAt)}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {review.reply.body}
          </Text>
        </Stack>
      )}
      {children}
    </Stack>
  );
}
