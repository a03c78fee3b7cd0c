import { Spinner } from '@chakra-ui/react';

/**
 * The app's spinner, saying what is loading. Its role makes the name valid (a bare span may not
 * carry aria-label) and has screen readers announce it.
 */
export function LoadingSpinner({ label, size }: { label: string; size?: 'sm' | 'md' | 'lg' }) {
  return <Spinner role="status" size={size} color="bay.solid" aria-label={label} />;
}
