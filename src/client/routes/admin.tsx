import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AdminGate } from '../features/admin/admin-gate';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const AdminScreen = lazyRouteComponent(() => import('../features/admin/admin-screen'), 'AdminScreen');

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: () => (
    <AdminGate>
      <AdminScreen />
    </AdminGate>
  ),
});
