import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one-line notice above or below a form: a refusal from the server, or a success. */
export function FormAlert({
  status = 'error',
  children,
}: {
  status?: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
