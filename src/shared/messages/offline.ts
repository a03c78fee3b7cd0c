/** The installable app and the buyer's orders kept for use without signal (docs/product/offline.md). */
export const offlineMessages = {
  /** Over a saved order or My Orders while there is no network; the time the copy was last fetched. */
  savedAt: (time: string) => `Offline - saved ${time}`,
  savedExplained: 'This is the copy saved on this device. It refreshes by itself when the signal returns.',
  /** A screen that was never saved, opened without network. */
  unavailable: "You're offline. This page opens again when the signal returns.",
  updateAvailable: 'Update available - Reload',
  install: 'Install BayCatch',
  iosInstallHint: 'Tap Share, then Add to Home Screen',
  dismiss: 'Dismiss',
} as const;
