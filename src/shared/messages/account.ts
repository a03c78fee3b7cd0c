/**
 * What a deleted account is called wherever a name would show. Its own export because the top bar
 * names people (src/shared/users.ts): the landing then carries this one string, not every account text.
 */
export const deletedAccountName = 'Deleted account';

/** Account settings: profile, password, devices, data export and deletion. */
export const accountMessages = {
  exportTooMany: 'You can download your data 3 times an hour. Please try again later.',
  phoneInvalid: 'Enter a US phone number with area code, like (410) 555-1234',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is not correct',
  passwordRequired: 'Enter your password to confirm',
  passwordWrong: 'That password is not correct',
  photoNotYours: 'Upload the profile photo to BayCatch first',
  saved: 'Your account is saved',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  otherSessionsEnded: 'Your other devices have been signed out.',
  deleteBlockedOpenOrders: (count: number) =>
    `You can't delete your account while ${count === 1 ? '1 order is' : `${count} orders are`} still open. Wait until ${count === 1 ? 'it is' : 'they are'} picked up or cancelled, then try again.`,
  deleteBlockedUnsettledPayouts: (count: number) =>
    `You can't delete your account yet: BayCatch still holds card payments for ${count === 1 ? '1 of your orders' : `${count} of your orders`} (paid before your payout account was active, or a refund still in progress). Contact support so they can be settled first.`,
  emailSame: 'This is already the address of your account',
  emailChangeRequested: (email: string) =>
    `We sent a confirmation link to ${email}. Your account moves to that address when you follow it; until then you sign in with your current one.`,
  emailChangeNoticeSubject: 'Your BayCatch e-mail address is changing',
  deleted: 'Your account has been deleted.',
  deletedAccount: deletedAccountName,
  unknownDevice: 'Unknown device',
} as const;
