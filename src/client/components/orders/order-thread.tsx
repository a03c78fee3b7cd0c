/**
 * The messages between the buyer and the seller of an order (docs/product/orders-and-pickup.md):
 * on the order page for both, and in a dialog from the seller's order rows. Messages are plain
 * text; only http(s) addresses become links. What the other side wrote is marked seen on view.
 */
import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useState } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { orderMessageTexts } from '../../../shared/messages/order-message';
import { MESSAGE_MAX_LENGTH, messageParts, type OrderMessageDto } from '../../../shared/order-message.schema';
import { fieldErrorsOf, isNoAnswer, messageOf } from '../../lib/errors';
import type { QueuedMessage } from '../../lib/offline-messages/outbox';
import { useOrderOutbox } from '../../lib/offline-messages/use-order-outbox';
import { trpc } from '../../lib/trpc';
import { ReportButton } from '../moderation/report-button';
import { redirectIfSignedOut } from '../signed-out-redirect';
import { CountedTextarea } from '../ui/counted-textarea';
import { toaster } from '../ui/toaster';

/** New messages show up this often while the page is visible. */
const THREAD_POLL_MS = 10_000;

function timeOf(iso: string): string {
  return onDockClock(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function MessageBody({ body }: { body: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      {messageParts(body).map((part) =>
        part.href ? (
          <Link
            key={part.start}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            // Inline, so a long address wraps with the text instead of running out of the bubble.
            display="inline"
            wordBreak="break-all"
            color="bay.fg"
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={part.start}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}

function MessageBubble({ message, seen }: { message: OrderMessageDto; seen: boolean }) {
  return (
    <Stack
      as="li"
      gap="1"
      alignSelf={message.mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={message.mine ? 'bay.subtle' : 'bg.muted'}
      borderRadius="lg"
      px="3"
      py="2"
      data-testid="order-message"
    >
      <HStack justify="space-between" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {message.mine ? 'You' : message.senderName} · {timeOf(message.createdAt)}
          {seen ? ' · Seen' : ''}
        </Text>
        {!message.mine && !message.removed && (
          <ReportButton
            targetType="message"
            targetId={message.id}
            label={`Report the message from ${message.senderName}`}
          />
        )}
      </HStack>
      {message.removed ? (
        // Removed by BayCatch: the server sends the removal and its reason, never the text.
        <Text fontStyle="italic" color="fg.muted" overflowWrap="anywhere">
          {message.body}
        </Text>
      ) : (
        <MessageBody body={message.body} />
      )}
    </Stack>
  );
}

/** A message written without signal, kept on this device until it is sent. */
function QueuedBubble({ message }: { message: QueuedMessage }) {
  return (
    <Stack
      as="li"
      gap="1"
      alignSelf="flex-end"
      maxW="85%"
      bg="bay.subtle"
      borderRadius="lg"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="bay.muted"
      px="3"
      py="2"
      data-testid="queued-message"
    >
      <Text fontSize="xs" color="fg.muted">
        You · {orderMessageTexts.waitingForSignal}
      </Text>
      <MessageBody body={message.body} />
    </Stack>
  );
}

function useMarkSeen(orderId: string, messages: OrderMessageDto[] | undefined) {
  const utils = trpc.useUtils();
  const markRead = trpc.orderMessages.markRead.useMutation({
    onSuccess: () => {
      void utils.orderMessages.unreadCount.invalidate();
      void utils.orderMessages.thread.invalidate({ id: orderId });
    },
  });
  const unseen = messages?.some((message) => !message.mine && message.readAt === null) ?? false;
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (unseen && !isPending) mutate({ id: orderId });
  }, [unseen, isPending, mutate, orderId]);
}

export function OrderThread({ orderId, otherSide }: { orderId: string; otherSide: 'buyer' | 'seller' }) {
  const utils = trpc.useUtils();
  const thread = trpc.orderMessages.thread.useQuery(
    { id: orderId },
    { refetchInterval: THREAD_POLL_MS, refetchIntervalInBackground: false },
  );
  const [body, setBody] = useState('');
  // What the server turned down after it waited on the device goes back in the box, with why.
  const outbox = useOrderOutbox(orderId, (message, error) => {
    setBody((current) => current || message.body);
    toaster.create({ title: orderMessageTexts.notSentTitle, description: messageOf(error), type: 'error' });
  });
  const post = trpc.orderMessages.post.useMutation({
    // Without signal the message is kept on the device at once, not left spinning (see send below).
    networkMode: 'always',
    onSuccess: () => {
      setBody('');
      void utils.orderMessages.thread.invalidate({ id: orderId });
    },
    onError: (error, { body: sent }) => {
      if (redirectIfSignedOut(error)) return;
      if (isNoAnswer(error)) {
        void outbox.queue(sent).then(() => setBody(''));
        return;
      }
      if (!fieldErrorsOf(error).body)
        toaster.create({
          title: orderMessageTexts.notSentTitle,
          description: messageOf(error),
          type: 'error',
        });
    },
  });
  useMarkSeen(orderId, thread.data?.messages);
  const send = () => {
    if (body.trim() !== '' && !navigator.onLine) {
      void outbox.queue(body).then(() => setBody(''));
      return;
    }
    post.mutate({ id: orderId, body });
  };

  const messages = thread.data?.messages ?? [];
  const lastMine = [...messages].reverse().find((message) => message.mine);
  const bodyError = post.error ? fieldErrorsOf(post.error).body?.[0] : undefined;

  return (
    <Stack gap="4">
      {messages.length === 0 && outbox.queued.length === 0 ? (
        <Text color="fg.muted">
          {thread.isLoading
            ? 'Loading messages…'
            : thread.fetchStatus === 'paused' && !thread.data
              ? orderMessageTexts.loadsWithSignal
              : `No messages yet. Write to the ${otherSide} about pickup times, sizes or directions.`}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Messages" maxH="24rem" overflowY="auto">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              seen={message.id === lastMine?.id && message.readAt !== null}
            />
          ))}
          {outbox.queued.map((message) => (
            <QueuedBubble key={message.id} message={message} />
          ))}
        </Stack>
      )}
      {outbox.queued.length > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="queued-note">
          {orderMessageTexts.queuedNote}
        </Text>
      )}
      {thread.data && !thread.data.canPost ? (
        <Text fontSize="sm" color="fg.muted">
          {orderMessageTexts.closed}.
        </Text>
      ) : (
        <Box
          as="form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <CountedTextarea
            label={`Message to the ${otherSide}`}
            value={body}
            onChange={setBody}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={3}
            error={bodyError}
            action={
              <Button type="submit" size="sm" colorPalette="bay" loading={post.isPending} mt="2">
                Send
              </Button>
            }
          />
        </Box>
      )}
    </Stack>
  );
}
