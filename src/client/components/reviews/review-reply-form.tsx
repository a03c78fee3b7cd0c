/** The seller's one reply to a review: on their dashboard and on the reviewed order's page. */
import { Box, Button, Field, HStack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { reviewScreenTexts } from '../../../shared/messages/review';
import { REVIEW_MAX_LENGTH } from '../../../shared/review.schema';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { redirectIfSignedOut } from '../signed-out-redirect';
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
      <Field.Root invalid={Boolean(bodyError)}>
        <Field.Label fontSize="sm">{reviewScreenTexts.replyLabel}</Field.Label>
        <Textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={REVIEW_MAX_LENGTH}
          rows={2}
          autoresize
        />
        <HStack justify="space-between" w="full" align="start">
          {bodyError ? (
            <Field.ErrorText>{bodyError}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {body.length.toLocaleString('en-US')}/{REVIEW_MAX_LENGTH.toLocaleString('en-US')}
            </Field.HelperText>
          )}
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
        </HStack>
      </Field.Root>
    </Box>
  );
}
