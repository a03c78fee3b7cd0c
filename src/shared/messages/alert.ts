/** Follows and new-catch alerts (docs/product/alerts.md). */
export const alertTexts = {
  speciesRequired: 'Choose a species',
  prepUnknown: 'Choose a preparation from the list',
  placeRequired: 'Enter a town, ZIP code or dock',
  placeTooLong: 'Place names are up to 120 characters',
  placeUnknown: "We couldn't find that place. Try a town, a ZIP code or one of the docks.",
  milesInvalid: 'Choose a distance of 5, 10, 25, 50 or 100 miles',
  tooManyAlerts: (max: number) => `You can keep up to ${max} alerts. Delete one to add another.`,
  alertNotFound: 'Alert not found',
  sellerNotFound: 'Seller not found',
  cannotFollowSelf: "You can't follow your own storefront",
  tooMany: 'You are creating alerts too quickly. Please wait a few minutes.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Open the latest new-catch e-mail, or manage e-mails on your Alerts page.',
  notificationTitle: 'New Catch',
  notification: (seller: string, title: string, address: string | null) =>
    `${seller} posted ${title}${address ? ` for pickup at ${address}` : ''}`,
  emailSubject: (seller: string, title: string) => `BayCatch: ${seller} posted ${title}`,
  digestSubject: (count: number) => `BayCatch: ${count} new catches match your alerts`,
  emailIntro: 'New catch on BayCatch that matches what you follow:',
  digestIntro: (count: number) => `${count} new catches on BayCatch match what you follow:`,
  emailFooter: (unsubscribe: string, manage: string) =>
    `You get this because you follow a seller or saved an alert. At most one of these e-mails an hour.\nStop these e-mails: ${unsubscribe}\nManage alerts: ${manage}`,
} as const;
