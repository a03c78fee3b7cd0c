/** The admin panel and the review of seller applications. */
export const adminMessages = {
  loginRequired: 'Please log in to access the admin panel.',
  accessDenied: 'Access denied. You need admin privileges to view this page.',
  applicationNotFound: 'Application not found',
  emailVerified: 'E-mail confirmed',
  emailUnverified: 'E-mail not confirmed',
  /** The activity list's reason when an admin approves a revoked seller again. */
  reinstated: 'Approved again from the seller applications',
  alreadyReviewed: (status: string) => `This application was already ${status}`,
  orderNotFound: 'Order not found',
  sellerNotFound: 'Seller not found',
  /** The activity list's line when an admin sets or clears a seller's weekly limit. */
  weeklyLimitNote: (lbs: number | null) =>
    lbs === null
      ? "Weekly limit cleared: the seller type's own limit applies"
      : `Weekly limit set to ${lbs} lbs`,
  ordersTab: 'Orders',
  orderSearchLabel: 'Order number or e-mail',
  noOrders: 'No orders match.',
  weeklyLimitLabel: 'Weekly limit (lbs)',
  weeklyLimitHelp: "Empty gives the seller their type's own limit back.",
  saveLimit: 'Save limit',
  limitSaved: 'Weekly Limit Saved',
} as const;
