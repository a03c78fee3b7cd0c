/** The notification bell and its list. */
export const notificationMessages = {
  notFound: 'Notification not found',
} as const;
