import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { Fragment, useState } from 'react';
import { reviewScreenTexts } from '../../../shared/messages/review';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { RatingSummary } from '../../components/reviews/rating-stars';
import { ReviewItem } from '../../components/reviews/review-item';
import { ReviewReplyForm } from '../../components/reviews/review-reply-form';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';

const PAGE_SIZE = 5;

/** What buyers said, newest first, each with a box to reply once (docs/product/reviews.md). */
export function ReviewsCard({ profile }: { profile: SellerProfileDto }) {
  const [pageCount, setPageCount] = useState(1);
  const pages = trpc.useQueries((t) =>
    Array.from({ length: pageCount }, (_, page) =>
      t.reviews.forSeller({ sellerId: profile.id, limit: PAGE_SIZE, offset: page * PAGE_SIZE }),
    ),
  );
  const first = pages[0];
  const last = pages.at(-1);
  const reviews = pages.flatMap((page) => page.data?.items ?? []);
  const total = first?.data?.total ?? 0;
  const rating = first?.data?.rating;

  return (
    <DashboardCard
      title={reviewScreenTexts.dashboardTitle}
      icon={<Star size={18} aria-hidden />}
      action={rating && <RatingSummary rating={rating} />}
      testId="reviews-card"
    >
      {first?.isLoading ? (
        <Text color="fg.muted">Loading reviews…</Text>
      ) : first?.isError ? (
        <Text color="fg.error">
          {reviewScreenTexts.loadFailed}: {messageOf(first.error)}
        </Text>
      ) : reviews.length === 0 ? (
        <Text color="fg.muted">{reviewScreenTexts.dashboardEmpty}</Text>
      ) : (
        <Stack gap="4">
          <Stack as="ul" gap="4" listStyleType="none" aria-label="Reviews of your orders">
            {reviews.map((review, index) => (
              <Fragment key={review.id}>
                {index > 0 && <Separator />}
                <li>
                  <ReviewItem review={review} sellerName={profile.displayName}>
                    {review.reply === null && <ReviewReplyForm reviewId={review.id} />}
                  </ReviewItem>
                </li>
              </Fragment>
            ))}
          </Stack>
          {reviews.length < total && (
            <Button
              alignSelf="center"
              size="sm"
              variant="outline"
              loading={last?.isFetching}
              onClick={() => (last?.isError ? void last.refetch() : setPageCount((count) => count + 1))}
            >
              {reviewScreenTexts.showMore}
            </Button>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
