/** Signing in, signing up and being signed out: texts client and server agree on. */
export const authMessages = {
  unauthorized: 'Unauthorized',
  loggedOutTitle: 'Unauthorized',
  loggedOutDescription: 'You are logged out. Logging in again...',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
} as const;
