import { ClientOnly } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';

/**
 * A lazily loaded part that lives in the browser only: the server's HTML and the browser's first
 * render show `fallback` (of the part's final size where it takes room), and the part loads once
 * the page is live. Hydration so never waits for its code, and code that needs a browser (Leaflet,
 * Stripe) never runs on the server.
 */
export function LazyInBrowser({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <ClientOnly fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ClientOnly>
  );
}
