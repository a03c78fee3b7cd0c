import { createRoute } from '@tanstack/react-router';
import { AdminGate } from '../features/admin/admin-gate';
import { AdminScreen } from '../features/admin/admin-screen';
import { rootRoute } from './__root';

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: () => (
    <AdminGate>
      <AdminScreen />
    </AdminGate>
  ),
});
