/** Two-factor sign-in (authenticator codes and recovery codes): texts client and server agree on. */
export const twoFactorMessages = {
  sectionTitle: 'Two-factor sign-in',
  sectionDescription:
    'After your password, BayCatch asks for a 6-digit code from an authenticator app on your phone, so a stolen password alone does not open your account.',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is 6 digits',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  codeOrRecoveryCode: 'Enter the code from your authenticator app or a recovery code',
  codeWrong: 'That code is not right, or it was already used. Wait for the next code and try again.',
  recoveryCodeWrong: 'That recovery code is not right, or it was already used.',
  alreadyEnabled: 'Two-factor sign-in is already on for this account.',
  notSetUp: 'Start the setup first: scan the QR code, then enter a code from the app.',
  notEnabled: 'Two-factor sign-in is not on for this account.',
  adminMustKeep: 'Admins must keep two-factor sign-in on. It cannot be turned off on an admin account.',
  adminRequired:
    'Admins must turn on two-factor sign-in before using the admin tools. Set it up under Account Settings.',
  adminRedirectNotice:
    'Admin tools need two-factor sign-in. Turn it on below, then open the admin panel again.',
  challengeExpired: 'This sign-in has expired. Enter your e-mail and password again.',
  challengeLocked: 'Too many wrong codes. This sign-in is locked for 15 minutes.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesHelp:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  rememberDeviceHelp:
    'Skips the code on this browser for 30 days. Not available on admin accounts, which always need the code.',
} as const;
