import { Alert } from '@chakra-ui/react';
import type { FormNotice } from '../../shared/form-posts';

/**
 * What a form post sent before the app was live did, drawn by the server on the page it led to
 * (src/shared/form-posts.ts); the app says the same in a toast when it sends the form itself.
 */
export function FormNoticeAlert({ notice }: { notice: FormNotice | null | undefined }) {
  if (!notice) return null;
  return (
    <Alert.Root status={notice.type} data-testid="form-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.title}</Alert.Title>
        <Alert.Description>{notice.description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
