/** The three link groups shared by the top navigation, the mobile menu and the footer. */
export interface NavLink {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  links: NavLink[];
}

export const navGroups: NavGroup[] = [
  {
    label: 'For Buyers',
    links: [
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'Sizing Guide', to: '/sizing-guide' },
      { label: 'Safety & Handling', to: '/safety-handling' },
      { label: 'Pickup Locations', to: '/pickup-locations' },
    ],
  },
  {
    label: 'For Sellers',
    links: [
      { label: 'Register as Seller', to: '/seller-register' },
      { label: 'Start Selling', to: '/start-selling' },
      { label: 'Verification Process', to: '/verification-process' },
      { label: 'Payout Information', to: '/payout-information' },
      { label: 'Best Practices', to: '/best-practices' },
    ],
  },
  {
    label: 'Support',
    links: [
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
];

export interface MainLink extends NavLink {
  show: (who: { isSignedIn: boolean; isSeller: boolean; isAdmin: boolean }) => boolean;
  /** Which unread messages the link counts: a buyer's on My Orders, a seller's on Dashboard. */
  unread?: 'asBuyer' | 'asSeller';
}

export const mainLinks: MainLink[] = [
  { label: 'Home', to: '/', show: (who) => who.isSignedIn },
  { label: 'Marketplace', to: '/marketplace', show: () => true },
  { label: 'My Orders', to: '/orders', show: (who) => who.isSignedIn, unread: 'asBuyer' },
  { label: 'Dashboard', to: '/dashboard', show: (who) => who.isSignedIn && who.isSeller, unread: 'asSeller' },
  { label: 'Admin', to: '/admin', show: (who) => who.isAdmin },
];
