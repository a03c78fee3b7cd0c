import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const TestOnboardingScreen = lazyRouteComponent(
  () => import('../features/payments/test-onboarding-screen'),
  'TestOnboardingScreen',
);

/** The test-mode provider's local payout onboarding (DESIGN.md: Payments). */
export const testOnboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payments/test-onboarding/$accountId',
  component: function TestOnboardingRoute() {
    const { accountId } = testOnboardingRoute.useParams();
    return (
      <SignedInOnly>
        <TestOnboardingScreen accountId={accountId} />
      </SignedInOnly>
    );
  },
});
