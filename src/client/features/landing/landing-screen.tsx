import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HeroSearch } from './hero-search';
import { HowItWorksSteps } from './how-it-works-steps';
import { SellerCallToAction } from './seller-call-to-action';

/**
 * The landing route: the signed-out landing while auth loads or when signed out, the signed-in
 * home otherwise (spec section 2). Both share the hero and the three steps.
 */
export function LandingScreen() {
  const { isSignedIn } = useCurrentUser();
  useDocumentTitle('Fresh from the Chesapeake Bay');
  return (
    <div data-testid={isSignedIn ? 'signed-in-home' : 'signed-out-landing'}>
      <HeroSearch />
      <HowItWorksSteps />
      {!isSignedIn && <SellerCallToAction />}
    </div>
  );
}
