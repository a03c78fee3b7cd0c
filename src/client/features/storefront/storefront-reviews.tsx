import { Alert, Button, Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { MessageSquareText } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { reviewScreenTexts } from '../../../shared/messages/review';
import type { PublicSellerDto } from '../../../shared/seller.schema';
import { ReportButton } from '../../components/moderation/report-button';
import { RatingSummary } from '../../components/reviews/rating-stars';
import { ReviewItem } from '../../components/reviews/review-item';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
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
    body = <Text color="fg.muted">Loading reviews…</Text>;
  } else if (first?.isError) {
    body = (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{reviewScreenTexts.loadFailed}</Alert.Title>
          <Alert.Description>{messageOf(first.error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" onClick={() => void first.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  } else if (reviews.length === 0) {
    body = (
      <Card.Root variant="subtle" data-testid="storefront-no-reviews">
        <Card.Body alignItems="center" textAlign="center" gap="2" py="8">
          <MessageSquareText size={28} aria-hidden />
          <Text fontWeight="semibold">{reviewScreenTexts.noReviews}</Text>
          <Text color="fg.muted" fontSize="sm" maxW="md">
            {reviewScreenTexts.noReviewsText}
          </Text>
        </Card.Body>
      </Card.Root>
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
        {last?.isError && (
          <Text color="fg.error" fontSize="sm">
            {reviewScreenTexts.loadFailed}: {messageOf(last.error)}
          </Text>
        )}
        {reviews.length < total && (
          <Button
            alignSelf="center"
            variant="outline"
            colorPalette="bay"
            loading={last?.isFetching}
            onClick={() => (last?.isError ? void last.refetch() : setPageCount((count) => count + 1))}
          >
            {reviewScreenTexts.showMore}
          </Button>
        )}
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
