/** User-facing texts that client and server must agree on, quoted from the specification. */
export const messages = {
  unauthorized: 'Unauthorized',
  loggedOutTitle: 'Unauthorized',
  loggedOutDescription: 'You are logged out. Logging in again...',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  crossOrigin: 'Cross-origin request refused',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Malformed JSON body',
  malformedInput: 'Malformed request input',
  malformedPath: 'Malformed request path',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  notAuthorizedToPost: 'Not authorized to post catches',
  notACrabber: 'Not a crabber',
  adminLoginRequired: 'Please log in to access the admin panel.',
  adminAccessDenied: 'Access denied. You need admin privileges to view this page.',
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
  catchNotFound: 'Catch not found',
} as const;

/** The 500 ms before a signed-out visitor is sent to sign in (spec section 9). */
export const LOGGED_OUT_REDIRECT_MS = 500;
export const TOAST_DURATION_MS = 5000;
