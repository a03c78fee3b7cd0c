import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundScreen } from '../components/not-found-screen';
import { Toaster } from '../components/ui/toaster';
import { CartButton } from '../features/cart/cart-button';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout navActions={<CartButton />}>
      <Outlet />
      <Toaster />
    </AppLayout>
  ),
  notFoundComponent: NotFoundScreen,
});
