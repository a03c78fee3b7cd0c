import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { guardedScreen, signedInOnly } from './guarded-screen';

const TestOnboardingScreen = guardedScreen<
  typeof import('../features/payments/test-onboarding-screen'),
  { accountId: string }
>(signedInOnly, () => import('../features/payments/test-onboarding-screen'), 'TestOnboardingScreen');

/** The test-mode provider's local payout onboarding (docs/product/payments.md). */
export const testOnboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payments/test-onboarding/$accountId',
  component: function TestOnboardingRoute() {
    const { accountId } = testOnboardingRoute.useParams();
    return <TestOnboardingScreen accountId={accountId} />;
  },
});
