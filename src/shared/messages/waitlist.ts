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
  // A seller's species with nothing on sale (the storefront's "Wait for their next catch").
  speciesHeading: 'Wait for their next catch',
  speciesHint:
    'None of these is on sale now. When they list one, it is held for the first in line for 30 minutes, and we tell you.',
  species: (choices: readonly string[]) => `Choose a species: ${choices.join(', ')}`,
  speciesJoined: (place: number) => `You're #${place} in line. We'll tell you when they list it.`,
  speciesOnSale: (species: string) =>
    `This seller has ${species} on sale now: add it to your cart, or join its waitlist when it sells out`,
  speciesNeverListed: (species: string) =>
    `This seller has never listed ${species}, so there is no waitlist for it`,
  tooManySpecies: (max: number) =>
    `You can wait for at most ${max} species at once: leave one on My Orders first`,
  buyersOnly: "Only buyers can wait for a seller's next catch",
  notInSpeciesLine: 'You are not on the waitlist for this species',
} as const;
