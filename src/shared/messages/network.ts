/**
 * What a screen says when a call got no usable answer: in plain words, what did and did not happen,
 * never the browser's "Failed to fetch" (docs/product/offline.md).
 */
export const networkMessages = {
  offline: 'You are offline, so nothing was sent. Try again when you have signal.',
  unreachable: 'We could not reach BayCatch, so nothing was sent. Check your signal and try again.',
  signedOut: 'Your session has ended. Sign in again to go on.',
  keptOffline: 'You are offline. These are the last results loaded on this device.',
  keptUnreachable: 'We could not reach BayCatch. These are the last results loaded.',
  nothingLoaded: (what: string) => `We could not load the ${what}. Check your signal and try again.`,
  retry: 'Retry',
} as const;
