import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundScreen } from '../components/not-found-screen';
import { Toaster } from '../components/ui/toaster';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <Outlet />
      <Toaster />
    </AppLayout>
  ),
  notFoundComponent: NotFoundScreen,
});
