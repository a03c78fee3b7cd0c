/**
 * The states the storefront's paged sections (listings, reviews) share: a first page that failed,
 * nothing yet, a later page that failed, and "Show more".
 */
import { Alert, Button, Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { messageOf } from '../../lib/errors';

interface PageQuery {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export function SectionLoadFailed({ title, query }: { title: string; query: PageQuery }) {
  return (
    <Alert.Root status="error" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{messageOf(query.error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </Alert.Root>
  );
}

export function SectionEmpty({
  icon,
  title,
  text,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <Card.Root variant="subtle" data-testid={testId}>
      <Card.Body alignItems="center" textAlign="center" gap="2" py="10">
        {icon}
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted" fontSize="sm" maxW="md">
          {text}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Below the shown pages: why the last one failed, and the button that loads (or retries) it. */
export function SectionMore({
  failedTitle,
  last,
  hasMore,
  label,
  onMore,
}: {
  failedTitle: string;
  last: PageQuery | undefined;
  hasMore: boolean;
  label: string;
  onMore: () => void;
}) {
  return (
    <>
      {last?.isError && (
        <Text color="fg.error" fontSize="sm">
          {failedTitle}: {messageOf(last.error)}
        </Text>
      )}
      {hasMore && (
        <Button
          alignSelf="center"
          variant="outline"
          colorPalette="bay"
          loading={last?.isFetching}
          onClick={() => (last?.isError ? void last.refetch() : onMore())}
        >
          {label}
        </Button>
      )}
    </>
  );
}
