import { Heading, HStack, Separator, Stack } from '@chakra-ui/react';
import { MessageSquareText } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { reviewScreenTexts } from '../../../shared/messages/review';
import type { PublicSellerDto } from '../../../shared/seller.schema';
import { ReportButton } from '../../components/moderation/report-button';
import { RatingSummary } from '../../components/reviews/rating-stars';
import { ReviewItem } from '../../components/reviews/review-item';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { trpc } from '../../lib/trpc';
import { SectionEmpty, SectionLoadFailed, SectionMore } from './section-states';
import { storefrontReviewsInput } from './storefront-query';

/** What buyers said about the seller: their rating, then the reviews newest first, a page at a time. */
export function StorefrontReviews({ seller }: { seller: PublicSellerDto }) {
  const [pageCount, setPageCount] = useState(1);
  const pages = trpc.useQueries((t) =>
    Array.from({ length: pageCount }, (_, page) =>
      t.reviews.forSeller(storefrontReviewsInput(seller.id, page)),
    ),
  );
  const first = pages[0];
  const last = pages.at(-1);
  const reviews = pages.flatMap((page) => page.data?.items ?? []);
  const total = first?.data?.total ?? 0;

  let body: ReactNode;
  if (first?.isLoading) {
    body = <LoadingSpinner label="Loading reviews" />;
  } else if (first?.isError) {
    body = <SectionLoadFailed title={reviewScreenTexts.loadFailed} query={first} />;
  } else if (reviews.length === 0) {
    body = (
      <SectionEmpty
        icon={<MessageSquareText size={28} aria-hidden />}
        title={reviewScreenTexts.noReviews}
        text={reviewScreenTexts.noReviewsText}
        testId="storefront-no-reviews"
      />
    );
  } else {
    body = (
      <Stack gap="5">
        <Stack as="ul" gap="4" listStyleType="none" aria-label={`Reviews of ${seller.displayName}`}>
          {reviews.map((review, index) => (
            <Fragment key={review.id}>
              {index > 0 && <Separator />}
              <li>
                <ReviewItem
                  review={review}
                  sellerName={seller.displayName}
                  action={
                    <ReportButton
                      targetType="review"
                      targetId={review.id}
                      label={`Report the review by ${review.authorName}`}
                    />
                  }
                />
              </li>
            </Fragment>
          ))}
        </Stack>
        <SectionMore
          failedTitle={reviewScreenTexts.loadFailed}
          last={last}
          hasMore={reviews.length < total}
          label={reviewScreenTexts.showMore}
          onMore={() => setPageCount((count) => count + 1)}
        />
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="5" mt={{ base: '10', md: '12' }} aria-labelledby="storefront-reviews">
      <HStack gap="4" flexWrap="wrap" align="baseline">
        <Heading as="h2" size="xl" id="storefront-reviews">
          {reviewScreenTexts.heading}
        </Heading>
        <RatingSummary rating={first?.data?.rating ?? seller.rating} size="md" />
      </HStack>
      {body}
    </Stack>
  );
}
