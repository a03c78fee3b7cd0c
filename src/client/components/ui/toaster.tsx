/**
 * Toasts for every screen. The toast machinery loads right after the first paint, not with it
 * (see ../deferred); a toast asked for before then waits for it and shows in order.
 */
import { lazy } from 'react';
import { LazyInBrowser } from '../lazy-in-browser';
import type { showToast } from './toast-region';

type ToastOptions = Parameters<typeof showToast>[0];

const loadRegion = () => import('./toast-region');
const ToastRegion = lazy(() => loadRegion().then((region) => ({ default: region.ToastRegion })));

export const toaster = {
  /** Resolves once the toast is on screen. */
  create(options: ToastOptions): Promise<void> {
    return loadRegion().then((region) => region.showToast(options));
  },
};

/** Joins after hydration: the page has no toast to show before then, and hydration never waits for it. */
export function Toaster() {
  return (
    <LazyInBrowser>
      <ToastRegion />
    </LazyInBrowser>
  );
}
