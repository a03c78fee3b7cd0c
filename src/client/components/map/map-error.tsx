import { Alert, Button, Stack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The map's error state: a 'Map Error' panel with what went wrong (docs/product/catalog.md). */
export function MapErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="start" data-testid="map-error">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>Map Error</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry && (
          <Button size="sm" alignSelf="start" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Catches a map that failed to load or render, so the rest of the screen keeps working. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('map failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <MapErrorPanel message={this.state.error.message || 'Failed to load the map'} />;
    }
    return this.props.children;
  }
}
