/**
 * What each public page is called and how it describes itself. The client sets the tab title and
 * meta description from here after navigation; the server writes the same into the HTML it sends,
 * so search engines and link previews see them without running any script.
 */
import { PAYOUT_TIME } from './guide-figures';
import { SUPPORT_RESPONSE_HOURS } from './support';

export const SITE_NAME = 'BayCatch';

/**
 * The raster picture link previews show for `/` and for catches and storefronts without a raster
 * photo of their own (social sites show no SVG). Drawn by scripts/build/make-share-image.ts.
 */
export const SHARE_IMAGE = {
  path: '/images/brand/share-preview.png',
  width: 1200,
  height: 630,
  type: 'image/png',
} as const;

export const SITE_DESCRIPTION =
  'BayCatch: reserve fresh Chesapeake Bay crabs, fish and oysters from local watermen and pick them up at the dock.';

export interface PageMeta {
  /** The tab title, before " · BayCatch". */
  title: string;
  description: string;
}

/** Every page a signed-out visitor can open, in the order the sitemap lists them. */
export const publicPages = {
  '/': { title: 'Fresh from the Chesapeake Bay', description: SITE_DESCRIPTION },
  '/how-it-works': {
    title: 'How BayCatch Works',
    description:
      'Reserve fresh Chesapeake Bay crabs, fish and oysters from Maryland watermen online, then pick them up at the dock with a QR pickup pass. Here is how ordering, paying and pickup work.',
  },
  '/sizing-guide': {
    title: 'Seafood Sizing Guide',
    description:
      'What jumbo, #1, #2, small, mixed and sooks mean for Maryland blue crabs, soft shell grades, fish, oyster, clam and scallop sizes, and how many crabs to order per person.',
  },
  '/safety-handling': {
    title: 'Safety & Handling',
    description:
      'Keep Chesapeake Bay seafood safe from the dock to the table: transport, storage at 40°F, steaming crabs for 20-25 minutes, cooking to 145°F, leftovers and freezing picked crab meat.',
  },
  '/pickup-locations': {
    title: 'Pickup Locations',
    description:
      'The six BayCatch dockside pickup locations around the Chesapeake Bay: Annapolis City Dock, Baltimore Inner Harbor, Kent Island Marina, Deale Harbor, St. Michaels Harbor and Rock Hall Marina, with addresses, hours and directions.',
  },
  '/start-selling': {
    title: 'Start Selling',
    description:
      'Sell your Chesapeake Bay crabs, fish and oysters directly to local buyers with dockside pickup. 0% commission, free verification, card payouts in 2-3 business days.',
  },
  '/verification-process': {
    title: 'Verification Process',
    description:
      'How BayCatch verifies Maryland crabbers and fishers in four steps: application, document upload (JPG, PNG or PDF up to 5MB), a phone call within 24-48 hours and final approval. Free, valid for one year.',
  },
  '/payout-information': {
    title: 'Payout Information',
    description: `How BayCatch sellers get paid: 0% commission, keep 100% of pay-at-pickup sales, and card payments paid out through Stripe in ${PAYOUT_TIME}. Accepted methods, fees, tips and tax notes.`,
  },
  '/best-practices': {
    title: 'Best Practices',
    description:
      'How successful BayCatch sellers write listings, talk to buyers, run dockside pickups, keep seafood safe and build a reputation: respond in 2-4 hours, confirm within 24 hours, arrive 15 minutes early.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description: `Contact BayCatch support about an order, your account, seller verification or payments. We reply within ${SUPPORT_RESPONSE_HOURS} hours; support hours Monday to Friday 8 AM-6 PM EST and Saturday 9 AM-4 PM.`,
  },
  '/faq': {
    title: 'FAQ',
    description:
      'Answers for BayCatch customers and sellers: ordering, paying at pickup or by card, pickup locations, seller verification, payouts, crab season and support.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description:
      'The terms for buying and selling Chesapeake Bay seafood on BayCatch: accounts, orders, paying at pickup or by card, fees, seller obligations and Maryland law. Last updated September 4, 2025.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'What personal information BayCatch collects, how it is used and shared, the single session cookie, how long records are kept and your rights. Last updated September 4, 2025.',
  },
  '/seller-register': {
    title: 'Become a Seller',
    description: 'Apply to sell your Chesapeake Bay catch on BayCatch.',
  },
  '/sign-in': {
    title: 'Sign in',
    description: 'Sign in to BayCatch, or create an account, to reserve fresh Chesapeake Bay seafood.',
  },
  '/forgot-password': {
    title: 'Forgot password',
    description: 'Get a link to choose a new BayCatch password.',
  },
  '/reset-password': {
    title: 'Choose a new password',
    description: 'Choose a new password for your BayCatch account.',
  },
  '/verify-email': {
    title: 'Confirm your e-mail',
    description: 'Confirm the e-mail address of your BayCatch account.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof publicPages;

/** Public pages nobody searches for: forms reached from a link or a button. */
const unlistedPaths: ReadonlySet<PublicPagePath> = new Set([
  '/sign-in',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
]);

/** Pages that belong in the sitemap: public and worth finding. */
export const sitemapPaths = (Object.keys(publicPages) as PublicPagePath[]).filter(
  (path) => !unlistedPaths.has(path),
);

/**
 * Every path the client router draws a screen for. Anything else is the not-found screen, and
 * the server answers it with HTTP 404. `:param` stands for one path segment.
 */
export const appRoutePatterns = [
  ...(Object.keys(publicPages) as PublicPagePath[]),
  '/marketplace',
  '/catch/:id',
  '/sellers/:id',
  '/dashboard',
  '/checkout',
  '/payment/:id',
  '/orders',
  '/orders/:id',
  '/orders/:id/receipt',
  '/pickup-check',
  '/account',
  '/alerts',
  '/standing-orders',
  '/unsubscribe',
  '/payments/test-onboarding/:accountId',
  '/admin',
] as const;

/**
 * Screens only signed-in people see (docs/product/accounts.md). A browser opening one without a
 * session is sent to sign in by the server, before any of the screen is drawn, and brought back.
 * The admin page is not one: it explains itself to signed-out visitors.
 */
const signedInOnlyPatterns: ReadonlySet<string> = new Set<(typeof appRoutePatterns)[number]>([
  '/marketplace',
  '/catch/:id',
  '/sellers/:id',
  '/dashboard',
  '/checkout',
  '/payment/:id',
  '/orders',
  '/orders/:id',
  '/orders/:id/receipt',
  '/pickup-check',
  '/account',
  '/alerts',
  '/standing-orders',
  '/payments/test-onboarding/:accountId',
]);

export function isSignedInOnlyPath(path: string): boolean {
  const pattern = matchAppRoute(path);
  return pattern !== null && signedInOnlyPatterns.has(pattern);
}

/**
 * Where a signed-out visitor of a signed-in-only page signs in: the sign-in screen, told why, and
 * set to bring them back to `returnTo` (the path with its search, so chosen filters and slots stay).
 */
export function signInToContinuePath(returnTo: string): string {
  return `/sign-in?returnTo=${encodeURIComponent(returnTo)}&why=signed-in-only`;
}

/** The pattern a path is drawn by, or null when the client router has no screen for it. */
export function matchAppRoute(path: string): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const segments = trimmed.split('/');
  for (const pattern of appRoutePatterns) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    if (parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))) {
      return pattern;
    }
  }
  return null;
}
