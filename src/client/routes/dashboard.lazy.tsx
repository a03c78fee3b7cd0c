import { createLazyRoute } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { DashboardScreen } from '../features/seller/dashboard-screen';

/** The dashboard's code is its own chunk: buyers never download it. */
export const dashboardLazyRoute = createLazyRoute('/dashboard')({
  component: () => (
    <SignedInOnly>
      <DashboardScreen />
    </SignedInOnly>
  ),
});
