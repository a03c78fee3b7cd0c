/** Messages between the buyer and the seller of an order (docs/product/orders-and-pickup.md). */
export const orderMessageTexts = {
  empty: 'Write a message',
  tooLong: 'Messages are up to 1,000 characters',
  closed: 'Messages on this order closed 7 days after it ended',
  notificationTitle: 'New Message',
  waitingForSignal: 'Waiting for signal',
  queuedNote: 'Saved on this phone. It is sent by itself when the signal returns.',
  loadsWithSignal: 'Messages load when the signal returns.',
  notSentTitle: 'Message not sent',
  tooMany: 'You are sending messages too quickly. Please wait a few minutes.',
} as const;
