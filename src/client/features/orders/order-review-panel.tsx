/**
 * A completed order's review (docs/product/reviews.md): its buyer leaves one and may change it for
 * 14 days; its seller reads it and replies once.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { reviewScreenTexts } from '../../../shared/messages/review';
import type { OrderDto } from '../../../shared/order.schema';
import { REVIEW_MAX_LENGTH, type ReviewDto } from '../../../shared/review.schema';
import { ReviewItem } from '../../components/reviews/review-item';
import { ReviewReplyForm } from '../../components/reviews/review-reply-form';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { CountedTextarea } from '../../components/ui/counted-textarea';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { StarPicker } from './star-picker';

function ReviewForm({
  orderId,
  review,
  onDone,
}: {
  orderId: string;
  review: ReviewDto | null;
  onDone: () => void;
}) {
  const utils = trpc.useUtils();
  const [stars, setStars] = useState<number | null>(review?.stars ?? null);
  const [body, setBody] = useState(review?.body ?? '');
  const write = trpc.reviews.write.useMutation({
    onSuccess: () => {
      toaster.create({ title: reviewScreenTexts.saved, type: 'success' });
      void utils.reviews.invalidate();
      onDone();
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      const fields = fieldErrorsOf(error);
      if (!fields.body && !fields.stars)
        toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
    },
  });
  const errors = write.error ? fieldErrorsOf(write.error) : {};
  const starsError = errors.stars?.[0];
  const bodyError = errors.body?.[0];
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        // Without a choice the server's answer names the missing stars.
        write.mutate({ id: orderId, stars: stars ?? 0, body });
      }}
    >
      <StarPicker value={stars} onChange={setStars} error={starsError} />
      <CountedTextarea
        label={reviewScreenTexts.bodyLabel}
        value={body}
        onChange={setBody}
        maxLength={REVIEW_MAX_LENGTH}
        rows={4}
        error={bodyError}
      />
      <HStack gap="3">
        <Button type="submit" colorPalette="bay" loading={write.isPending}>
          {reviewScreenTexts.save}
        </Button>
        {review && (
          <Button variant="ghost" onClick={onDone}>
            {reviewScreenTexts.cancel}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function BuyerReview({ order }: { order: OrderDto }) {
  const query = trpc.reviews.forOrder.useQuery({ id: order.id });
  const [editing, setEditing] = useState(false);
  const data = query.data;
  if (!data) return null;
  const { review, canWrite } = data;
  if (!review && !canWrite) return null;
  return (
    <Stack gap="4">
      <Heading as="h2" id="order-review-heading" size="md">
        {review ? reviewScreenTexts.yourReview : reviewScreenTexts.leaveReview}
      </Heading>
      {!review && (
        <Text color="fg.muted" fontSize="sm">
          {reviewScreenTexts.leaveReviewIntro}
        </Text>
      )}
      {!review || editing ? (
        <ReviewForm orderId={order.id} review={review} onDone={() => setEditing(false)} />
      ) : (
        <ReviewItem review={review} sellerName={order.crabber.displayName}>
          {canWrite && (
            <HStack gap="3" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                {reviewScreenTexts.edit}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {reviewScreenTexts.editableUntil(review.editableUntil)}
              </Text>
            </HStack>
          )}
        </ReviewItem>
      )}
    </Stack>
  );
}

function SellerView({ order }: { order: OrderDto }) {
  const query = trpc.reviews.forOrder.useQuery({ id: order.id });
  const data = query.data;
  if (!data) return null;
  return (
    <Stack gap="4">
      <Heading as="h2" id="order-review-heading" size="md">
        {reviewScreenTexts.buyersReview}
      </Heading>
      {data.review ? (
        <ReviewItem review={data.review} sellerName={order.crabber.displayName}>
          {data.canReply && <ReviewReplyForm reviewId={data.review.id} />}
        </ReviewItem>
      ) : (
        <Text color="fg.muted">{reviewScreenTexts.noReviewYet}</Text>
      )}
    </Stack>
  );
}

/** Only a completed order is reviewed; nothing shows on any other. */
export function OrderReviewPanel({ order }: { order: OrderDto }) {
  if (order.status !== 'completed') return null;
  return (
    <Box
      as="section"
      aria-labelledby="order-review-heading"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      bg="bg.panel"
      data-testid="order-review"
    >
      {order.viewerRole === 'buyer' ? <BuyerReview order={order} /> : <SellerView order={order} />}
    </Box>
  );
}
