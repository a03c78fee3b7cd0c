import { createRoute } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { TestOnboardingScreen } from '../features/payments/test-onboarding-screen';
import { rootRoute } from './__root';

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
