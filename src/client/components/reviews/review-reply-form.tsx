/** The seller's one reply to a review: on their dashboard and on the reviewed order's page. */
import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { reviewScreenTexts } from '../../../shared/messages/review';
import { REVIEW_MAX_LENGTH } from '../../../shared/review.schema';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { redirectIfSignedOut } from '../signed-out-redirect';
import { CountedTextarea } from '../ui/counted-textarea';
import { toaster } from '../ui/toaster';

export function ReviewReplyForm({ reviewId }: { reviewId: string }) {
  const utils = trpc.useUtils();
  const [body, setBody] = useState('');
  const reply = trpc.reviews.reply.useMutation({
    onSuccess: () => {
      setBody('');
      toaster.create({ title: reviewScreenTexts.replied, type: 'success' });
      void utils.reviews.invalidate();
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      if (!fieldErrorsOf(error).body)
        toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
    },
  });
  const bodyError = reply.error ? fieldErrorsOf(reply.error).body?.[0] : undefined;
  return (
    <Box
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate({ id: reviewId, body });
      }}
    >
      <CountedTextarea
        label={reviewScreenTexts.replyLabel}
        labelSize="sm"
        value={body}
        onChange={setBody}
        maxLength={REVIEW_MAX_LENGTH}
        rows={2}
        error={bodyError}
        action={
          <Button
            type="submit"
            size="sm"
            colorPalette="bay"
            variant="outline"
            loading={reply.isPending}
            mt="2"
          >
            {reviewScreenTexts.replySend}
          </Button>
        }
      />
    </Box>
  );
}
