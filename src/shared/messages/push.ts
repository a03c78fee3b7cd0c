/** Phone alerts by Web Push (docs/product/notifications.md). */
export const pushTexts = {
  badEndpoint: 'The push service address must be an https:// address',
  badKey: 'The subscription keys must be URL-safe Base64',
  notFound: 'This device is not subscribed',
  unknownService: 'Phone alerts work through the browser’s own push service; this address is not one.',
  tooManyDevices: (max: number) =>
    `Phone alerts are on for ${max} devices already. Turn them off on a device you no longer use first.`,
  switchLabel: 'Get a phone alert when your order is ready',
  switchHint: 'Also when it changes or the seller writes. Only on this device.',
  sellerSwitchLabel: 'Get phone alerts for new orders',
  sellerSwitchHint:
    'New orders, cancellations, messages, reviews and buyers waiting at the dock. Only on this device.',
  blocked: 'Alerts are blocked for BayCatch in this browser’s settings.',
  failed: 'Could not turn on phone alerts on this device. Please try again.',
  on: 'Phone alerts are on for this device.',
  off: 'Phone alerts are off for this device.',
} as const;
