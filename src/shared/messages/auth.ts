/** Signing in, signing up and being signed out: texts client and server agree on. */
export const authMessages = {
  unauthorized: 'Unauthorized',
  loggedOutTitle: 'Signed out',
  loggedOutDescription: 'Your session has ended. Taking you to sign in...',
  signInLead: "Reserve today's catch from Chesapeake Bay watermen and pick it up at the dock.",
  /** The sign-in screen's lead for a visitor sent from a page that needs an account. */
  signInToContinue:
    'That page is for BayCatch members. Sign in, or create a free account, and we will take you straight back to it.',
  invalidCredentials: 'Invalid email or password',
  accountSuspended: (supportEmail: string) =>
    `This account is suspended. Contact ${supportEmail} if you think this is a mistake.`,
  passwordTooGuessable:
    'This password is too easy to guess: it is a common one, a simple pattern or close to your name or e-mail. A few unrelated words make a strong one.',
  passwordBreached:
    'This password appears in lists of leaked passwords that attackers try first. Choose another: a few unrelated words make a strong one.',
  emailTaken: 'An account with this email already exists',
  signUpAttemptSubject: 'Someone tried to create a BayCatch account with your address',
  /** Shown when sign-up answered but no session came with it: the address already had an account. */
  signUpNoSession:
    'We could not sign you in with this address. If it already has a BayCatch account, we have e-mailed it: sign in, or reset your password, to continue.',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  passwordResetRequested:
    'If an account uses that address, we have e-mailed it a link to choose a new password. The link works once, within one hour.',
  passwordResetInvalid: 'This reset link is invalid or has expired.',
  passwordResetEmailSubject: 'Reset your BayCatch password',
  verifyEmailSubject: 'Confirm your BayCatch e-mail address',
  verifyEmailSent: (email: string) =>
    `We sent a confirmation link to ${email}. It works once, within 48 hours.`,
  verifyEmailInvalid: 'This confirmation link is invalid or has expired.',
  verifyEmailTaken: 'Another account now uses this address, so it cannot be confirmed for yours.',
  emailVerified: 'Your e-mail address is confirmed.',
  emailAlreadyVerified: 'Your e-mail address is already confirmed.',
  verifyBanner: 'Please confirm your e-mail address so order updates and alerts reach you.',
  resendLink: 'Resend link',
} as const;
