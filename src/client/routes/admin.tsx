import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { adminOnly, guardedScreen } from './guarded-screen';

const AdminScreen = guardedScreen(adminOnly, () => import('../features/admin/admin-screen'), 'AdminScreen');

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: AdminScreen,
});
