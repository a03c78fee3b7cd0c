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
} as const;
