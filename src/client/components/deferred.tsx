/**
 * Menus, drawers, popovers and toasts are not needed to paint a page, yet their machinery (focus
 * traps, positioning, dismiss handling) weighed a fifth of the first page's JavaScript. A deferred
 * component shows a look-alike trigger straight away and loads the real one right after the first
 * paint; a press on the look-alike before then is remembered, and the real one opens with it.
 */
import { useHydrated } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useState } from 'react';

export interface OpenRequest {
  /** Called by the look-alike trigger when pressed before the real component has arrived. */
  onOpenRequest: () => void;
}

export interface MaybeOpen {
  /** True when the look-alike was pressed: open as soon as you mount. */
  defaultOpen?: boolean;
}

export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P & MaybeOpen> }>,
  LookAlike: ComponentType<P & OpenRequest>,
) {
  const Real = lazy(load);
  return function Deferred(props: P) {
    const [openRequested, setOpenRequested] = useState(false);
    // The server's HTML and the browser's first render both show the look-alike, so the page
    // hydrates at once instead of waiting for the real component's code.
    const hydrated = useHydrated();
    if (!hydrated) return <LookAlike {...props} onOpenRequest={() => setOpenRequested(true)} />;
    return (
      <Suspense fallback={<LookAlike {...props} onOpenRequest={() => setOpenRequested(true)} />}>
        <Real {...props} defaultOpen={openRequested} />
      </Suspense>
    );
  };
}
