/** The waitlist's words (docs/product/waitlist.md). */
export const waitlistMessages = {
  qty: 'Choose how many you want, from 1 to 99',
  notSoldOut: 'This catch is not sold out: add it to your cart instead',
  offSale: 'This catch is not on sale, so it has no waitlist',
  ownCatch: 'You cannot wait for your own catch',
  notInLine: 'You are not on the waitlist for this catch',
  joined: (place: number) => `You're #${place} in line. We'll tell you when some comes back.`,
  left: 'You left the waitlist',
  holdTitle: 'Held for You',
  hold: (qty: number, unitType: string, title: string, seller: string, until: string) =>
    `${qty} ${unitType} ${title} from ${seller} came back and ${qty === 1 ? 'is' : 'are'} held for you until ${until}. Check out before then to claim ${qty === 1 ? 'it' : 'them'}.`,
  holdEndedTitle: 'Hold Ended',
  holdEnded: (title: string) =>
    `Your hold on ${title} ended before checkout, so it passed to the next buyer in line.`,
} as const;
