import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeaturedListingsSection } from './featured-listings-section';
import { FreshCatchesSection } from './fresh-catches-section';
import { HeroSearch } from './hero-search';
import { HowItWorksSteps } from './how-it-works-steps';
import { SellerCallToAction } from './seller-call-to-action';

/**
 * The landing route: the signed-out landing while auth loads or when signed out, the signed-in
 * home otherwise (docs/product/catalog.md). Both share the hero, today's catches and the three steps;
 * the signed-out page adds the seller call to action, the signed-in home the featured listings.
 */
export function LandingScreen() {
  const { isSignedIn } = useCurrentUser();
  useDocumentTitle('Fresh from the Chesapeake Bay');
  return (
    <div data-testid={isSignedIn ? 'signed-in-home' : 'signed-out-landing'}>
      <HeroSearch />
      <FreshCatchesSection signedIn={isSignedIn} />
      {isSignedIn ? <FeaturedListingsSection /> : <SellerCallToAction />}
      <HowItWorksSteps />
    </div>
  );
}
